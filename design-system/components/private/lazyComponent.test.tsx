// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';
import { createLazyOverlay } from './lazyOverlay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(cleanup);

function Panel({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Savat" /> : null;
}

/** A button that opens the overlay, as a header button opens the mini-cart. */
function Opener({ Overlay }: { Overlay: ComponentType<{ open: boolean }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Overlay open={open} />
    </>
  );
}

/** Milliseconds from a press of "Open" until the dialog is in the page. */
async function timeToOpen(): Promise<number> {
  const pressed = performance.now();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog', {}, { timeout: 2000, interval: 5 });
  return performance.now() - pressed;
}

describe('lazyComponent', () => {
  it('shows an overlay whose code is in as soon as it is asked for, not 300 ms later', async () => {
    const Overlay = createLazyOverlay(() => Promise.resolve(Panel));
    await Overlay.preload();
    render(<Opener Overlay={Overlay} />);
    // React holds back what a suspense boundary revealed for 300 ms after its fallback.
    expect(await timeToOpen()).toBeLessThan(150);
  });

  it('renders its fallback until the code is in, then the component with its props', async () => {
    let resolve: (component: typeof Panel) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<typeof Panel>((done) => (resolve = done)));
    render(<Lazy open fallback={<p>Loading</p>} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Loading')).toBeTruthy();
    resolve(Panel);
    expect(await screen.findByRole('dialog', { name: 'Savat' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('throws a failed load to the error boundary, and tries again when mounted again', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Panel);
    });
    const { unmount } = render(
      <Boundary>
        <Lazy open />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: offline')).toBeTruthy();
    unmount();
    render(<Lazy open />);
    expect(await screen.findByRole('dialog', { name: 'Savat' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}
