// @vitest-environment happy-dom
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act, type ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as ReactIntl from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@/shared/i18n';

// Renders and effects inside act() are flushed before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const path = '/uz/no-such-page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.doUnmock('react-intl');
});

/**
 * Renders the app on the server and hydrates it, with fresh modules (the browser's catalogue is
 * module state) and a count of the app's renders (each renders its messages' provider).
 */
async function hydrateApp({ startCatalogue }: { startCatalogue: boolean }) {
  vi.resetModules();
  const renders = { count: 0 };
  vi.doMock('react-intl', async (importOriginal) => {
    const reactIntl = await importOriginal<typeof ReactIntl>();
    return {
      ...reactIntl,
      RawIntlProvider: (props: ComponentProps<typeof reactIntl.RawIntlProvider>) => {
        renders.count += 1;
        return <reactIntl.RawIntlProvider {...props} />;
      },
    };
  });
  const i18n: typeof I18n = await import('@/shared/i18n');
  const { App } = await import('./app');
  window.history.replaceState(null, '', path);

  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Provider value={fork()}>
      <App locale="uz" messages={await i18n.loadMessages('uz')} ssrPath={path} ssrSearch="" />
    </Provider>,
  );
  document.body.append(container);
  renders.count = 0;

  const messages = startCatalogue
    ? await i18n.loadBrowserMessages('uz', ['common'])
    : await i18n.loadMessages('uz', ['common']);
  await act(async () => {
    hydrateRoot(
      container,
      <Provider value={fork()}>
        <App locale="uz" messages={messages} />
      </Provider>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { renders, i18n };
}

describe('the app in the browser', () => {
  it('hydrates with its catalogue without rendering again for it', async () => {
    const errors = vi.spyOn(console, 'error');
    const withoutCatalogue = await hydrateApp({ startCatalogue: false });
    const { renders } = await hydrateApp({ startCatalogue: true });
    expect(renders.count).toBe(withoutCatalogue.renders.count);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('does not render again when a page or a dialog loads another section of its messages', async () => {
    const { renders, i18n } = await hydrateApp({ startCatalogue: true });
    const hydrated = renders.count;
    const messages = i18n.browserMessages();
    expect(messages?.['checkout.title']).toBeUndefined();
    await act(() => i18n.loadMessageSections(['common']));
    await act(() => i18n.loadMessageSections(['personal', 'later']));
    expect(renders.count).toBe(hydrated);
    // The catalogue the app formats with has the texts for what shows next.
    expect(messages?.['checkout.title']).toBeDefined();
    expect(messages?.['auth.signIn.title']).toBeDefined();
  });
});
