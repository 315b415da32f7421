import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Box, Text } from 'design-system';
import type { Store } from '@/shared/api';
import { loadYandexMaps } from '@/shared/lib/maps';

const messages = defineMessages({
  map: {
    id: 'markets.map',
    defaultMessage: 'Map of our stores',
    description: 'Accessible name of the stores map',
  },
  unavailable: {
    id: 'markets.map.unavailable',
    defaultMessage: 'The map is unavailable right now; the addresses are listed below.',
    description: 'Shown when the maps service cannot be loaded',
  },
});

/** The stores on a map, loaded only when the page is shown and only when maps are configured. */
export function StoresMap({ stores, apiKey }: { stores: readonly Store[]; apiKey: string }) {
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!apiKey || stores.length === 0 || !element.current) return undefined;
    let map: { destroy(): void } | null = null;
    let cancelled = false;
    loadYandexMaps(apiKey)
      .then((ymaps) => {
        if (cancelled || !element.current) return;
        const first = stores[0]!;
        const created = new ymaps.Map(element.current, {
          center: [first.location.lat, first.location.lng],
          zoom: 11,
          controls: ['zoomControl'],
        });
        for (const store of stores) {
          created.geoObjects.add(
            new ymaps.Placemark([store.location.lat, store.location.lng], {
              hintContent: store.name,
              balloonContent: store.address,
            }),
          );
        }
        map = created;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [apiKey, stores]);

  if (!apiKey) return null;
  if (failed) return <Text tone="muted">{intl.formatMessage(messages.unavailable)}</Text>;
  return (
    <Box
      ref={element}
      role="region"
      aria-label={intl.formatMessage(messages.map)}
      borderRadius="lg"
      overflow="hidden"
      background="surfaceMuted"
      style={{ height: 360 }}
    />
  );
}
