/**
 * The contract's bounds on what a list query may ask, as runtime values: past them the API
 * answers 422. Pages keep what they read from the address within these, so no address turns
 * into an error page. Each one is checked against `openapi/openapi.yaml` by `limits.test.ts`.
 */
export const apiLimits = {
  /** The highest `page` of every paged list (`components.parameters.Page`). */
  page: 10_000,
  /** The highest amount of money, so the highest price bound (`components.schemas.Money`). */
  money: 2_147_483_647,
  /** How many brands one product list may filter by (`ProductListQuery.brand.maxItems`). */
  brands: 50,
} as const;

/** The contract's `Slug` pattern; its length limit is `slugMaxLength`. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 120;

/** Whether the text is a slug the API takes (`components.schemas.Slug`). */
export function isSlug(text: string): boolean {
  return text.length <= slugMaxLength && slugPattern.test(text);
}
