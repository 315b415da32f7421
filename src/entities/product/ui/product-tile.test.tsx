// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { productSummary } from '@/shared/api/index.testing';
import { ProductGrid, type ProductTilePlace } from './product-tile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const product = (id: number) => productSummary({ id, name: `Product ${id}`, slug: `p-${id}` });
const firstPage = Array.from({ length: 4 }, (_, index) => product(index + 1));
const secondPage = Array.from({ length: 4 }, (_, index) => product(index + 5));

/** A tile that counts how often each product's card is drawn. */
function countingTile(renders: Map<number, number>) {
  return function CountingTile({ product: shown }: ProductTilePlace) {
    renders.set(shown.id, (renders.get(shown.id) ?? 0) + 1);
    return <span>{shown.name}</span>;
  };
}

describe('ProductGrid', () => {
  it('leaves its cards alone when the page around it renders again', () => {
    const renders = new Map<number, number>();
    const Tile = countingTile(renders);
    let openSheet = () => undefined as void;
    function Page() {
      const [sheetOpen, setSheetOpen] = useState(false);
      openSheet = () => setSheetOpen(true);
      return (
        <>
          <p>{sheetOpen ? 'open' : 'closed'}</p>
          <ProductGrid products={firstPage} tile={Tile} priorityCount={2} />
        </>
      );
    }
    const view = render(<Page />);
    expect([...renders.values()]).toEqual([1, 1, 1, 1]);
    act(() => openSheet());
    expect(view.getByText('open')).toBeTruthy();
    expect([...renders.values()]).toEqual([1, 1, 1, 1]);
  });

  it('draws only the cards a next page adds under the shown ones', () => {
    const renders = new Map<number, number>();
    const Tile = countingTile(renders);
    const view = render(<ProductGrid products={firstPage} tile={Tile} />);
    view.rerender(<ProductGrid products={[...firstPage, ...secondPage]} tile={Tile} />);
    expect(view.getAllByRole('listitem')).toHaveLength(8);
    expect(Object.fromEntries(renders)).toEqual({
      1: 1,
      2: 1,
      3: 1,
      4: 1,
      5: 1,
      6: 1,
      7: 1,
      8: 1,
    });
  });

  it('draws a card again when its product or its place changes', () => {
    const renders = new Map<number, number>();
    const Tile = countingTile(renders);
    const view = render(<ProductGrid products={firstPage} tile={Tile} priorityCount={1} />);
    const cheaper = { ...firstPage[1]!, price: firstPage[1]!.price - 1 };
    view.rerender(
      <ProductGrid products={[firstPage[0]!, cheaper, ...firstPage.slice(2)]} tile={Tile} />,
    );
    // The first card is no longer a priority one, the second shows a new price.
    expect(Object.fromEntries(renders)).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1 });
  });
});
