// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { productPhoto } from '@/shared/api/index.testing';
import { catalogues } from '@/shared/i18n/index.testing';
import { ProductPhotos } from './gallery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('the product photos', () => {
  it('name each small photo for what pressing it does: show it as the large one, not open it', () => {
    render(
      <IntlProvider locale="en" messages={catalogues.en}>
        <ProductPhotos
          name="Milk"
          images={[productPhoto('milk', 'Front'), productPhoto('milk-back', 'Back')]}
          apiUrl=""
        />
      </IntlProvider>,
    );
    const second = screen.getByRole('button', { name: 'Show photo 2 of Milk' });
    expect(second.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(second));
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The large photo is the one that opens the viewer, now on the second photo.
    expect(screen.getByRole('button', { name: 'Open photo 2 of Milk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show photo 1 of Milk' })).toBeTruthy();
  });
});
