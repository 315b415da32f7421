import { isApiError } from './errors';

/**
 * The API has nothing at the address a page asked for: 404, or an address it refuses outright
 * (400 for a path that is not UTF-8, 422 for a slug or filter outside the contract). A page
 * shows its not-found state for these, never a server error.
 */
export function isNothingThere(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 422)
  );
}
