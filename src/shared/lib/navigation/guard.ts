/** Schemes that can run code or smuggle content; refused however they are spelled. */
const blockedSchemes = new Set(['javascript', 'data', 'blob', 'vbscript']);

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

function decodeEntitiesOnce(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

/** Decodes HTML entities repeatedly (double-encoded links are a classic bypass). */
function decodeEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeEntitiesOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * What a browser would make of the address: entities decoded, leading/trailing controls and
 * spaces trimmed, tabs and newlines removed anywhere, and backslashes read as slashes.
 */
export function canonicaliseHref(href: string): string {
  return (
    decodeEntities(href)
      // eslint-disable-next-line no-control-regex -- browsers strip these from URLs
      .replace(/^[\u0000-\u0020\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/, '')
      // eslint-disable-next-line no-control-regex -- browsers strip these from URLs
      .replace(/[\u0000-\u0020\u00a0\ufeff]+$/, '')
      // eslint-disable-next-line no-control-regex -- browsers drop tabs, newlines and NULs inside URLs
      .replace(/[\t\n\r\u0000]/g, '')
      .replace(/\\/g, '/')
  );
}

export type NavigationTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'blocked-scheme' | 'not-allowed' | 'invalid' };

export interface NavigationPolicy {
  /** Origin of the storefront, e.g. `https://savat.uz`. */
  origin: string;
  /** Hosts (with port when not default) that may be opened from the storefront. */
  allowedHosts?: readonly string[];
}

/** Decides whether an address may be navigated to, and how. */
export function resolveNavigation(href: string, policy: NavigationPolicy): NavigationTarget {
  const cleaned = canonicaliseHref(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme && blockedSchemes.has(scheme)) return { kind: 'refused', reason: 'blocked-scheme' };

  let url: URL;
  try {
    url = new URL(cleaned, policy.origin);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  const protocol = url.protocol.slice(0, -1).toLowerCase();
  if (blockedSchemes.has(protocol)) return { kind: 'refused', reason: 'blocked-scheme' };
  if (protocol !== 'http' && protocol !== 'https')
    return { kind: 'refused', reason: 'not-allowed' };

  const own = new URL(policy.origin);
  if (url.origin === own.origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (policy.allowedHosts?.some((host) => host.toLowerCase() === url.host.toLowerCase())) {
    return { kind: 'external', url: url.href };
  }
  return { kind: 'refused', reason: 'not-allowed' };
}

/** Messengers the shop's content may link to (its support on Telegram): allowed as links. */
export const messengerHosts = ['t.me', 'telegram.me', 'wa.me'] as const;
