// Only FilterXSS is imported: Node's ESM loader cannot see the package's other CommonJS exports.
import { FilterXSS } from 'xss';
import { messengerHosts, resolveNavigation } from '@/shared/lib/navigation';

/**
 * Tags and attributes CMS content (articles, pages, product descriptions) may use. Everything
 * else is removed with its content for script-like tags, or escaped.
 */
const allowList: Record<string, string[]> = {
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start'],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  blockquote: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
};

function escapeAttrValue(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function safeUrl(value: string, origin: string, allowedHosts: readonly string[]): string | null {
  const target = resolveNavigation(value, { origin, allowedHosts });
  if (target.kind === 'internal') return target.path;
  if (target.kind === 'external') return target.url;
  return null;
}

/**
 * Contact links content may carry: a phone (`tel:+998712051000`), an e-mail address, and the
 * messengers the shop may link to (`messengerHosts`, whose clicks the app's link guard lets
 * through). Programmatic navigation never goes to them.
 */
const phoneHref = /^tel:\+?\d[\d\s()-]{2,20}$/i;
const emailHref = /^mailto:[^\s@<>"'&?]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

function safeContentHref(value: string, origin: string, allowedHosts: readonly string[]) {
  const trimmed = value.trim();
  if (phoneHref.test(trimmed) || emailHref.test(trimmed)) return trimmed;
  return safeUrl(trimmed, origin, [...allowedHosts, ...messengerHosts]);
}

export interface SanitizeOptions {
  /** The storefront origin; same-origin links stay relative. */
  origin: string;
  /** Hosts content may link to or load images from (e.g. the API's media host). */
  allowedHosts?: readonly string[];
}

/**
 * Cleans CMS HTML identically on the server and in the browser (no DOM needed), so the
 * sanitised markup hydrates without a mismatch.
 */
export function sanitizeHtml(html: string, { origin, allowedHosts = [] }: SanitizeOptions): string {
  const filter = new FilterXSS({
    whiteList: allowList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'noscript',
      'template',
      'svg',
      'math',
    ],
    allowCommentTag: false,
    onTagAttr(tag, name, value) {
      if (name === 'href' || name === 'src') {
        const safe =
          tag === 'a'
            ? safeContentHref(value, origin, allowedHosts)
            : safeUrl(value, origin, allowedHosts);
        if (safe === null) return '';
        const extra =
          tag === 'a' && /^https?:/i.test(safe)
            ? ' rel="noopener noreferrer nofollow" target="_blank"'
            : '';
        return `${name}="${escapeAttrValue(safe)}"${extra}`;
      }
      if (name === 'srcset') {
        const candidates = value.split(',').map((candidate) => candidate.trim().split(/\s+/));
        const safe = candidates.every(([url = '']) => safeUrl(url, origin, allowedHosts) !== null);
        return safe ? `srcset="${escapeAttrValue(value)}"` : '';
      }
      return undefined;
    },
  });
  return filter.process(html);
}
