import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Box, Button, Inline, Stack, Text } from 'design-system';
import { loadYandexMaps, type YandexMap, type YandexMaps } from '@/shared/lib/maps';
import { $runtimeConfig } from '@/shared/model';
import { $form, fieldChanged } from '../model/form';

const messages = defineMessages({
  map: {
    id: 'checkout.pin.map',
    defaultMessage: 'Map for marking the entrance',
    description: 'Accessible name of the optional delivery pin map',
  },
  hint: {
    id: 'checkout.pin.hint',
    defaultMessage: 'Optional: tap the map where the courier should come. The address is enough.',
    description: 'Explains the optional delivery pin',
  },
  set: {
    id: 'checkout.pin.set',
    defaultMessage: 'The pin is set; the courier will see it.',
    description: 'Shown when a delivery pin is set',
  },
  remove: {
    id: 'checkout.pin.remove',
    defaultMessage: 'Remove the pin',
    description: 'Button removing the delivery pin',
  },
  unavailable: {
    id: 'checkout.pin.unavailable',
    defaultMessage: 'The map is unavailable right now; the address is enough.',
    description: 'Shown when the maps service cannot be loaded',
  },
});

/** The centre of Tashkent, where the map opens when no pin is set. */
export const tashkentCentre: [number, number] = [41.3111, 69.2797];

function placePin(ymaps: YandexMaps, map: YandexMap, coords: [number, number]) {
  map.geoObjects.removeAll();
  map.geoObjects.add(new ymaps.Placemark(coords, {}));
}

/**
 * An optional pin for the courier, shown only when maps are configured and their script loads.
 * Nothing waits for it: a missing, slow or blocked script leaves the address form as it is.
 */
export function DeliveryPinMap() {
  const intl = useIntl();
  const [config, form, change] = useUnit([$runtimeConfig, $form, fieldChanged]);
  const element = useRef<HTMLDivElement>(null);
  const maps = useRef<{ ymaps: YandexMaps; map: YandexMap } | null>(null);
  const [failed, setFailed] = useState(false);
  const apiKey = config.mapsApiKey;
  const initial = useRef(form.location);

  useEffect(() => {
    if (!apiKey || !element.current) return undefined;
    let cancelled = false;
    loadYandexMaps(apiKey)
      .then((ymaps) => {
        if (cancelled || !element.current) return;
        const start = initial.current;
        const map = new ymaps.Map(element.current, {
          center: start ? [start.lat, start.lng] : tashkentCentre,
          zoom: start ? 16 : 12,
          controls: ['zoomControl', 'geolocationControl'],
        });
        if (start) placePin(ymaps, map, [start.lat, start.lng]);
        map.events.add('click', (event) => {
          const [lat, lng] = event.get('coords');
          placePin(ymaps, map, [lat, lng]);
          change({ location: { lat, lng } });
        });
        maps.current = { ymaps, map };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      maps.current?.map.destroy();
      maps.current = null;
    };
  }, [apiKey, change]);

  if (!apiKey) return null;
  if (failed) return <Text tone="muted">{intl.formatMessage(messages.unavailable)}</Text>;
  return (
    <Stack space="sm">
      <Text tone="muted">{intl.formatMessage(messages.hint)}</Text>
      <Box
        ref={element}
        role="region"
        aria-label={intl.formatMessage(messages.map)}
        borderRadius="lg"
        overflow="hidden"
        background="surfaceMuted"
        style={{ height: 280 }}
      />
      {form.location ? (
        <Inline space="md" align="center">
          <Text role="status">{intl.formatMessage(messages.set)}</Text>
          <Button
            type="button"
            tone="neutral"
            size="sm"
            onClick={() => {
              maps.current?.map.geoObjects.removeAll();
              change({ location: null });
            }}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
