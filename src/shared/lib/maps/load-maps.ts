/** The part of the Yandex Maps 2.1 API the storefront uses. */
export interface YandexMaps {
  ready(callback: () => void): void;
  Map: new (
    element: HTMLElement,
    state: { center: [number, number]; zoom: number; controls?: string[] },
  ) => YandexMap;
  Placemark: new (
    coordinates: [number, number],
    properties: { hintContent?: string; balloonContent?: string },
  ) => unknown;
}

export interface YandexMap {
  geoObjects: { add(object: unknown): void; removeAll(): void };
  events: {
    add(type: 'click', handler: (event: { get(name: 'coords'): [number, number] }) => void): void;
  };
  destroy(): void;
}

let pending: Promise<YandexMaps> | null = null;

/**
 * Loads the maps script once, on demand, in Russian (there is no Uzbek locale), and gives up
 * after `timeoutMs` so the page can fall back to plain addresses.
 */
export function loadYandexMaps(apiKey: string, timeoutMs = 8000): Promise<YandexMaps> {
  if (pending) return pending;
  const attempt = new Promise<YandexMaps>((resolve, reject) => {
    const existing = (window as unknown as { ymaps?: YandexMaps }).ymaps;
    if (existing) {
      existing.ready(() => resolve(existing));
      return;
    }
    const script = document.createElement('script');
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new Error('The maps script did not load in time'));
    }, timeoutMs);
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: YandexMaps }).ymaps;
      if (!ymaps) {
        window.clearTimeout(timer);
        reject(new Error('The maps script loaded without the maps API'));
        return;
      }
      ymaps.ready(() => {
        window.clearTimeout(timer);
        resolve(ymaps);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('The maps script failed to load'));
    };
    document.head.appendChild(script);
  });
  pending = attempt.catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
