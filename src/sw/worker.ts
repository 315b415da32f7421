/**
 * The storefront's offline worker, served at `/sw.js` with root scope. Hashed build files are
 * answered from the cache first, pages from the network first with a translated offline page as
 * the fallback, catalogue data stale-while-revalidate and pictures cache-first with a cap.
 * Requests with a shopper's credentials and personal addresses are never stored.
 */
import { pageAudienceOf, type PageAudience } from '../shared/lib/account-type/index.ts';
import {
  audienceRecordPath,
  cacheLimits,
  cacheNames,
  classifyRequest,
  dataCacheKey,
  isAudienceMessage,
  isPersonalPath,
  isStorable,
  languageOfPath,
  offlinePagePath,
  pageAudienceHeader,
  pageCacheKey,
  pagesOfOtherAudiences,
  precacheName,
  precachedPaths,
  type RequestKind,
} from './policy';
import { notificationPath } from './notifications';

declare const __SAVAT_BUILD_ID__: string;

/** The parts of the service worker scope this file uses (the DOM library does not declare them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
interface NotificationClick extends ExtendableEvent {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<unknown>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClick) => void): void;
}

const worker = self as unknown as WorkerScope;
const buildId = __SAVAT_BUILD_ID__;
const precache = precacheName(buildId);
const ownCaches = new Set<string>([...Object.values(cacheNames), precache]);

async function trim(cacheName: string, limit: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

async function store(
  cacheName: string,
  key: Request | string,
  response: Response,
  limit: number,
  kind: RequestKind = 'page',
) {
  if (!isStorable(response.status, response.headers.get('Cache-Control'), kind)) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  await trim(cacheName, limit);
}

async function cacheFirst(event: FetchEvent, cacheName: string, limit: number) {
  const cached = await caches.match(event.request, { cacheName });
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(store(cacheName, event.request, response.clone(), limit));
  return response;
}

async function offlinePage(pathname: string): Promise<Response> {
  const page = await caches.match(offlinePagePath(languageOfPath(pathname)), {
    cacheName: precache,
  });
  return page ?? Response.error();
}

/** The audience the stored pages are for: the one of the latest page from the network. */
async function storedAudience(): Promise<PageAudience> {
  const record = await caches.match(audienceRecordPath, { cacheName: cacheNames.audience });
  return pageAudienceOf(record ? await record.text() : null);
}

/** A new audience (sign-in as a legal entity, sign-out): pages stored for the other one go. */
async function switchAudience(audience: PageAudience) {
  if ((await storedAudience()) === audience) return;
  const record = await caches.open(cacheNames.audience);
  await record.put(audienceRecordPath, new Response(audience));
  const pages = await caches.open(cacheNames.pages);
  const keys = (await pages.keys()).map((key) => key.url);
  await Promise.all(pagesOfOtherAudiences(keys, audience).map((key) => pages.delete(key)));
}

async function networkFirstPage(event: FetchEvent, url: URL) {
  try {
    const response = await fetch(event.request);
    // The page was rendered for the account-type cookie this very request carried.
    const audience = pageAudienceOf(response.headers.get(pageAudienceHeader));
    const copy = response.clone();
    event.waitUntil(
      switchAudience(audience).then(() =>
        store(cacheNames.pages, pageCacheKey(url, audience), copy, cacheLimits.pages),
      ),
    );
    return response;
  } catch {
    const key = pageCacheKey(url, await storedAudience());
    const cached = await caches.match(key, { cacheName: cacheNames.pages });
    return cached ?? offlinePage(url.pathname);
  }
}

async function staleWhileRevalidate(event: FetchEvent, url: URL) {
  const { headers } = event.request;
  const key = dataCacheKey(url, headers.get('X-LANG'), headers.get('X-ACCOUNT-TYPE'));
  const cached = await caches.match(key, { cacheName: cacheNames.data });
  const refreshed = fetch(event.request).then((response) => {
    event.waitUntil(store(cacheNames.data, key, response.clone(), cacheLimits.data, 'catalogue'));
    return response;
  });
  if (cached) {
    // The stored answer is shown now; a failed refresh (offline) keeps it.
    event.waitUntil(refreshed.catch(() => undefined));
    return cached;
  }
  return refreshed;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(precache)
      .then((cache) => cache.addAll([...precachedPaths]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('savat-') && !ownCaches.has(name))
          .map((name) => caches.delete(name)),
      );
      // An earlier build may have kept something personal (profile photos were once stored).
      await forgetPersonal();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const kind = classifyRequest({
    url,
    method: request.method,
    mode: request.mode,
    authorised: request.headers.has('Authorization'),
    cache: request.cache,
    origin: worker.location.origin,
  });
  switch (kind) {
    case 'asset':
      event.respondWith(cacheFirst(event, cacheNames.assets, cacheLimits.assets));
      break;
    case 'image':
      event.respondWith(cacheFirst(event, cacheNames.images, cacheLimits.images));
      break;
    case 'page':
      event.respondWith(networkFirstPage(event, url));
      break;
    case 'catalogue':
      event.respondWith(staleWhileRevalidate(event, url));
      break;
    case 'network':
      break;
  }
});

/** Sign-out: whatever could belong to a shopper goes, in every cache the storefront owns. */
async function forgetPersonal() {
  for (const name of await caches.keys()) {
    if (!name.startsWith('savat-')) continue;
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      if (isPersonalPath(new URL(key.url).pathname)) await cache.delete(key);
    }
  }
}

worker.addEventListener('message', (event) => {
  if (event.data === 'forget-personal') event.waitUntil(forgetPersonal());
  if (isAudienceMessage(event.data)) {
    event.waitUntil(switchAudience(pageAudienceOf(event.data.audience)));
  }
});

/** An order's notification opens its page: the open window showing it, or a new one. */
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationPath(event.notification.data, worker.location.origin);
  if (!path) return;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = windows.find((client) => {
        const url = new URL(client.url);
        return url.pathname + url.search === path;
      });
      if (showing) await showing.focus();
      else await worker.clients.openWindow(path);
    })(),
  );
});
