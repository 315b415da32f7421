import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { Box } from 'design-system';
import { sanitizeHtml } from '@/shared/lib/html';
import { $runtimeConfig } from '@/shared/model';
import * as styles from './rich-text.css';

/** CMS HTML, sanitised the same way on the server and in the browser; inner links use the router. */
export function RichText({ html, id }: { html: string; id?: string }) {
  const config = useUnit($runtimeConfig);
  const [, navigate] = useLocation();
  const origin = config.publicUrl || 'http://localhost';
  const apiHost = config.apiUrl ? new URL(config.apiUrl).host : null;
  const clean = sanitizeHtml(html, { origin, allowedHosts: apiHost ? [apiHost] : [] });
  const followInnerLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !anchor ||
      !href ||
      !href.startsWith('/') ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The container only forwards clicks on the links inside it, which are keyboard-operable themselves.
    <Box
      id={id}
      className={styles.prose}
      onClick={followInnerLink}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
