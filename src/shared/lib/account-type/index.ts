/**
 * The account-type cookie: which audience a full page is rendered for. Legal entities see other
 * home rails and slides than individuals and guests, and the server, which never sees the
 * shopper's token, reads this cookie to render the right ones on first paint.
 *
 * It is not a credential: the API decides prices and assortment from the token alone, and a
 * forged cookie only changes which rails a page shows. The browser writes it (sign-in and
 * sign-out talk to the API, which may live on another origin, so the storefront's server never
 * sees them), which is why it cannot be HttpOnly; it holds nothing secret. Only legal entities
 * carry it: every other shopper sees the same pages, so there are exactly two audiences.
 */
export const accountTypeCookieName = 'account_type';
/** As long as a sign-in lasts; the browser writes it again at every start of a session. */
export const accountTypeCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** The audiences pages are rendered and cached for. */
export type PageAudience = 'legal_entity' | 'default';

/** The audience a request's cookie value names: legal entities, or everyone else. */
export function pageAudienceOf(cookieValue: string | null | undefined): PageAudience {
  return cookieValue === 'legal_entity' ? 'legal_entity' : 'default';
}

/**
 * The `document.cookie` text for a shopper of this account type: set for a legal entity,
 * removed for anyone else (an individual, or nobody signed in).
 */
export function accountTypeCookie(accountType: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return pageAudienceOf(accountType) === 'legal_entity'
    ? `${accountTypeCookieName}=legal_entity; ${attributes}; Max-Age=${accountTypeCookieMaxAgeSeconds}`
    : `${accountTypeCookieName}=; ${attributes}; Max-Age=0`;
}
