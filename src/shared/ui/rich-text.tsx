import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Box } from 'design-system';
import { sanitizeHtml, type SanitizeOptions } from '@/shared/lib/html';
import { $runtimeConfig } from '@/shared/model';
import { useInnerLinks } from './inner-links';
import * as styles from './rich-text.css';
import { useHydrated } from './use-hydrated';

type Sanitize = (html: string, options: SanitizeOptions) => string;

// The server sanitises while rendering. The browser keeps the server's markup, as long as the text
// is the one the server showed (React leaves inner HTML it did not set alone), and fetches the
// sanitiser (about 6 KB) only to show CMS text itself (after a client-side navigation), so a page
// opened from a link neither waits for it nor loads it.
const serverSanitize: Sanitize | null = import.meta.env.SSR ? sanitizeHtml : null;
let browserSanitize: Sanitize | null = null;
let loadingSanitizer: Promise<Sanitize> | null = null;
function loadSanitizer(): Promise<Sanitize> {
  loadingSanitizer ??= import('@/shared/lib/html/sanitize').then(
    (module) => {
      browserSanitize = module.sanitizeHtml;
      return module.sanitizeHtml;
    },
    (error: unknown) => {
      // Unreachable for now (offline, a new deployment): the next render tries again.
      loadingSanitizer = null;
      throw error;
    },
  );
  return loadingSanitizer;
}

/** The sanitiser, once loaded where it is `needed`. */
function useSanitizer(needed: boolean): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(
    () => serverSanitize ?? browserSanitize,
  );
  useEffect(() => {
    if (sanitize || !needed) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => {
        if (current) setSanitize(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitize, needed]);
  return sanitize;
}

/** CMS HTML, sanitised the same way on the server and in the browser; inner links use the router. */
export function RichText({ html, id }: { html: string; id?: string }) {
  const config = useUnit($runtimeConfig);
  const followInnerLink = useInnerLinks();
  // The text of the server's markup, which the element keeps while it shows that text: setting
  // the same HTML again would only parse it anew and recreate its pictures.
  const hydrated = useHydrated();
  const [serverHtml] = useState(() => (!hydrated && !import.meta.env.SSR ? html : null));
  const keepsServerMarkup = html === serverHtml;
  const sanitize = useSanitizer(!keepsServerMarkup);
  const origin = config.publicUrl || 'http://localhost';
  const apiHost = config.apiUrl ? new URL(config.apiUrl).host : null;
  const clean =
    sanitize && !keepsServerMarkup
      ? sanitize(html, { origin, allowedHosts: apiHost ? [apiHost] : [] })
      : '';
  return (
    // The container only forwards clicks on the links inside it, which are keyboard-operable themselves.
    <Box
      id={id}
      className={styles.prose}
      onClick={followInnerLink}
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning
    />
  );
}
