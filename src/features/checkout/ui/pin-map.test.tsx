// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyRuntimeConfig } from '@/shared/config';
import { $runtimeConfig } from '@/shared/model';
import { $form } from '../model/form';
import { DeliveryPinMap, tashkentCentre } from './pin-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the Yandex Maps script: records what the component asks of it. */
function fakeMaps() {
  const created: Array<{
    center: [number, number];
    pins: unknown[];
    click?: (coords: [number, number]) => void;
  }> = [];
  const ymaps = {
    ready: (callback: () => void) => callback(),
    Map: class {
      record: (typeof created)[number];
      constructor(_element: HTMLElement, state: { center: [number, number] }) {
        this.record = { center: state.center, pins: [] };
        created.push(this.record);
      }
      geoObjects = {
        add: (pin: unknown) => this.record.pins.push(pin),
        removeAll: () => {
          this.record.pins = [];
        },
      };
      events = {
        add: (
          _type: 'click',
          handler: (event: { get(name: 'coords'): [number, number] }) => void,
        ) => {
          this.record.click = (coords) => handler({ get: () => coords });
        },
      };
      destroy() {}
    },
    Placemark: class {
      constructor(readonly coords: [number, number]) {}
    },
  };
  (window as unknown as { ymaps?: unknown }).ymaps = ymaps;
  return created;
}

function setup(mapsApiKey: string) {
  const scope = fork({ values: [[$runtimeConfig, { ...emptyRuntimeConfig, mapsApiKey }]] });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <DeliveryPinMap />
      </IntlProvider>
    </Provider>,
  );
  return scope;
}

afterEach(() => {
  cleanup();
  delete (window as unknown as { ymaps?: unknown }).ymaps;
});

describe('the optional delivery pin', () => {
  it('is not there without a maps key, and the form does not need it', () => {
    fakeMaps();
    const scope = setup('');
    expect(screen.queryByRole('region')).toBeNull();
    expect(scope.getState($form).location).toBeNull();
  });

  it('sets the pin where the shopper taps and removes it on request', async () => {
    const maps = fakeMaps();
    const scope = setup('test-key');
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Map for marking the entrance' })).toBeTruthy();
    expect(maps[0]?.center).toEqual(tashkentCentre);

    act(() => maps[0]!.click!([41.33, 69.25]));
    expect(scope.getState($form).location).toEqual({ lat: 41.33, lng: 69.25 });
    expect(maps[0]!.pins).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('The pin is set; the courier will see it.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the pin' }));
    expect(scope.getState($form).location).toBeNull();
    expect(maps[0]!.pins).toHaveLength(0);
  });
});
