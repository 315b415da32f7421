import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Grid, Select, Stack, StoreCard, TextArea, TextField } from 'design-system';
import { regions } from '@/shared/api';
import { $locale, $renderedAt, $runtimeConfig } from '@/shared/model';
import { $stores } from '@/entities/store';
import { storeHours } from '@/shared/ui';
import { onDemand } from '@/shared/lib/on-demand';
import type { CheckoutForm } from '../lib/form';
import { regionCentres, regionNames, tashkentDistricts } from '../lib/places';
import { $form, $problems, $showProblems, fieldChanged } from '../model/form';
import { $deliveryRegions, $regionCities } from '../model/regional';
import { RegionalQuote } from './regional-quote';
import * as styles from './address-step.css';
import { SaveAddressCheckbox, SavedAddressChoice } from './saved-address-choice';
import { WindowPicker } from './window-picker';
import { checkoutMessages as m } from './messages';

/** Step two: the address for the courier, or the store to collect from. */
export function AddressStep() {
  const form = useUnit($form);
  return form.deliveryType === 'pickup' ? <StorePicker /> : <AddressFields />;
}

function StorePicker() {
  const intl = useIntl();
  const [form, stores, now, problems, show, change] = useUnit([
    $form,
    $stores,
    $renderedAt,
    $problems,
    $showProblems,
    fieldChanged,
  ]);
  return (
    <Stack space="md" as="section" aria-label={intl.formatMessage(m.storeLegend)}>
      {show && problems.currentStore ? (
        <div tabIndex={-1} data-checkout-problem>
          <Alert tone="critical" live>
            {intl.formatMessage(m.chooseStoreProblem)}
          </Alert>
        </div>
      ) : null}
      {stores.length === 0 ? <Alert tone="caution">{intl.formatMessage(m.noStores)}</Alert> : null}
      <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2 }} space="md">
        {stores.map((store) => {
          const chosen = form.currentStore === store.id;
          return (
            <li key={store.id}>
              <StoreCard
                name={store.name}
                address={store.address}
                hours={storeHours(store)}
                now={now || Date.now()}
                phone={store.phone}
                headingLevel={3}
                selected={chosen}
                action={
                  <Button
                    type="button"
                    tone={chosen ? 'primary' : 'neutral'}
                    aria-pressed={chosen}
                    onClick={() => change({ currentStore: store.id })}
                  >
                    {intl.formatMessage(chosen ? m.chosenStore : m.chooseStore)}
                  </Button>
                }
              />
            </li>
          );
        })}
      </Grid>
      {form.currentStore !== null ? <WindowPicker /> : null}
    </Stack>
  );
}

// Loaded only where maps are configured: most shoppers never need its code.
const loadPinMap = onDemand(() => import('./pin-map'));
const DeliveryPinMap = lazy(() =>
  loadPinMap().then((module) => ({ default: module.DeliveryPinMap })),
);

function AddressFields() {
  const intl = useIntl();
  const mapsApiKey = useUnit($runtimeConfig).mapsApiKey;
  const [form, problems, show, locale, change, deliveryRegions, regionCities] = useUnit([
    $form,
    $problems,
    $showProblems,
    $locale,
    fieldChanged,
    $deliveryRegions,
    $regionCities,
  ]);
  const problem = (field: keyof CheckoutForm) =>
    show && problems[field] ? intl.formatMessage(m.required) : undefined;
  const text = (field: 'address' | 'flat' | 'entrance' | 'floor' | 'intercom') => ({
    name: field,
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ [field]: event.currentTarget.value }),
  });
  const inTashkent = form.deliveryType !== 'regional';
  return (
    <Stack space="lg" as="section" aria-label={intl.formatMessage(m.addressLegend)}>
      <SavedAddressChoice />
      {inTashkent ? (
        <Select
          label={intl.formatMessage(m.district)}
          name="city"
          placeholder={intl.formatMessage(m.chooseDistrict)}
          value={form.city}
          onChange={(event) => change({ city: event.currentTarget.value })}
          options={tashkentDistricts.map((names) => ({ value: names.uz, label: names[locale] }))}
          error={problem('city')}
          hint={regionNames.tashkent[locale]}
        />
      ) : (
        <>
          <Select
            label={intl.formatMessage(m.region)}
            name="region"
            placeholder={intl.formatMessage(m.chooseRegion)}
            value={form.region === 'tashkent' ? '' : form.region}
            onChange={(event) => {
              const region = regions.find((known) => known === event.currentTarget.value);
              if (!region) return;
              const cities = deliveryRegions.find((known) => known.code === region)?.cities;
              change({ region, city: cities?.[0]?.name ?? regionCentres[region] ?? '' });
            }}
            options={regions
              .filter((region) => region !== 'tashkent')
              .map((region) => ({ value: region, label: regionNames[region][locale] }))}
            error={show && problems.region ? intl.formatMessage(m.regionProblem) : undefined}
          />
          {regionCities.length > 0 ? (
            <Select
              label={intl.formatMessage(m.city)}
              name="city"
              placeholder={intl.formatMessage(m.chooseCity)}
              value={regionCities.some((city) => city.name === form.city) ? form.city : ''}
              onChange={(event) => change({ city: event.currentTarget.value })}
              options={regionCities.map((city) => ({ value: city.name, label: city.name }))}
              error={problem('city')}
            />
          ) : (
            <TextField
              label={intl.formatMessage(m.city)}
              name="city"
              autoComplete="address-level2"
              value={form.city}
              onChange={(event) => change({ city: event.currentTarget.value })}
              error={problem('city')}
            />
          )}
          <RegionalQuote />
        </>
      )}
      <TextField
        label={intl.formatMessage(m.address)}
        autoComplete="street-address"
        {...text('address')}
        error={problem('address')}
      />
      <Grid columns={{ mobile: 2, tablet: 4 }} space="md" className={styles.fieldRow}>
        <TextField label={intl.formatMessage(m.flat)} optional {...text('flat')} />
        <TextField label={intl.formatMessage(m.entrance)} optional {...text('entrance')} />
        <TextField label={intl.formatMessage(m.floor)} optional {...text('floor')} />
        <TextField label={intl.formatMessage(m.intercom)} optional {...text('intercom')} />
      </Grid>
      <TextArea
        label={intl.formatMessage(m.comment)}
        name="address_comment"
        optional
        rows={2}
        value={form.address_comment}
        onChange={(event) => change({ address_comment: event.currentTarget.value })}
      />
      <SaveAddressCheckbox />
      {inTashkent ? <WindowPicker /> : null}
      {inTashkent && mapsApiKey ? (
        <Suspense fallback={null}>
          <DeliveryPinMap />
        </Suspense>
      ) : null}
    </Stack>
  );
}
