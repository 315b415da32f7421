import type { ApiContext, Locale } from './context.ts';
import { image, type Image } from './media.ts';
import type { Localized } from './product-rows.ts';

interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  name: Localized;
  image: string;
  own_products: number;
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  image: Image | null;
  product_count: number;
  children: CategoryNode[];
}

/** The category tree; product_count includes every descendant's products. */
export async function listCategories(ctx: ApiContext, lang: Locale): Promise<CategoryNode[]> {
  const { rows } = await ctx.db.query<CategoryRow>(
    `SELECT c.id, c.slug, c.parent_id, c.name, c.image,
            (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS own_products
       FROM categories c ORDER BY c.position, c.id`,
  );
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name[lang],
      image: row.image ? image(ctx, row.image, row.name[lang]) : null,
      product_count: row.own_products,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const addDescendants = (node: CategoryNode): number => {
    node.product_count += node.children.reduce((sum, child) => sum + addDescendants(child), 0);
    return node.product_count;
  };
  roots.forEach(addDescendants);
  return roots;
}
