/**
 * The page a notification opens when it is clicked: an order's status notification carries the
 * order's address (`data.url`). Only an address of the storefront itself is opened.
 */
export function notificationPath(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  const target = new URL(url, origin);
  return target.origin === origin ? target.pathname + target.search : null;
}
