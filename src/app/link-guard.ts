import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { messengerHosts, resolveNavigation } from '@/shared/lib/navigation';
import { $runtimeConfig, notified } from '@/shared/model';

/** Hosts the storefront may send shoppers to (maps); the API's own host is added at runtime. */
export const allowedExternalHosts = [
  'yandex.uz',
  'yandex.ru',
  'yandex.com',
  'maps.yandex.ru',
] as const;

/**
 * Refuses clicks on links to addresses that are not allowed (other sites, `javascript:` and
 * friends) and tells the shopper the link is invalid. Phone and mail links are not navigation;
 * the messengers the shop's content may link to (its support on Telegram) are allowed, as the
 * content's sanitiser allows them.
 */
export function useLinkGuard() {
  const [config, notify] = useUnit([$runtimeConfig, notified]);
  useEffect(() => {
    const apiHost = config.apiUrl ? new URL(config.apiUrl).host : null;
    const allowedHosts = [
      ...allowedExternalHosts,
      ...messengerHosts,
      ...(apiHost ? [apiHost] : []),
    ];
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const href = anchor?.getAttribute('href');
      if (!anchor || href === null || href === undefined) return;
      if (/^\s*(tel|mailto):/i.test(href)) return;
      const target = resolveNavigation(href, { origin: window.location.origin, allowedHosts });
      if (target.kind === 'refused') {
        event.preventDefault();
        event.stopImmediatePropagation();
        notify({ kind: 'invalidLink', tone: 'critical' });
      }
    };
    // Capture phase: the router's own link handler must not see a refused link.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [config.apiUrl, notify]);
}
