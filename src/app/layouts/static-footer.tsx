import { onDemand } from '@/shared/lib/on-demand';
import { lazyView } from '@/shared/model';
import { ServerHtml } from '@/shared/ui';
import { installOfferIsland } from './install-offer-slot';
import * as styles from './static-footer.css';

// Nothing in the footer changes in the browser (a change of language loads the page anew): the
// browser keeps the server's markup, and loads the footer's code and texts only to show it after
// starting on a page without it (checkout's layout, then the catalogue).
const SiteFooter = lazyView(() =>
  onDemand(() => import('./site-footer'))().then((module) => module.SiteFooter),
);

/** The footer's code, which the server renders every page of the default layout with. */
export function loadFooter(): Promise<void> {
  return SiteFooter.load();
}

/** The site's footer, as the server rendered it; its install offer is the one part that hydrates. */
export function StaticFooter() {
  return (
    <ServerHtml name="footer" islands={installOfferIsland} className={styles.footer}>
      <SiteFooter />
    </ServerHtml>
  );
}
