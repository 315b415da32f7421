import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { RadioCard, RadioGroup, formatMoney } from 'design-system';
import { $deliverySettings } from '@/entities/shop';
import { cartTotal, cartWeight } from '@/entities/cart';
import { deliveryTypes, type DeliveryType } from '@/shared/api';
import { $locale } from '@/shared/model';
import { deliveryFee } from '../lib/delivery-fee';
import { $form, $problems, $showProblems, fieldChanged } from '../model/form';
import { $lines } from '../model/order';
import { checkoutMessages as m, deliveryMessages } from './messages';

/** Step one: how the order reaches the shopper. */
export function DeliveryStep() {
  const intl = useIntl();
  const [form, problems, show, settings, lines, locale, change] = useUnit([
    $form,
    $problems,
    $showProblems,
    $deliverySettings,
    $lines,
    $locale,
    fieldChanged,
  ]);
  const provider = settings?.express.provider ?? 'Yandex Go';
  const price = (type: DeliveryType) => {
    if (type === 'express') return intl.formatMessage(m.expressPrice, { provider });
    const fee = deliveryFee(type, cartTotal(lines), cartWeight(lines), settings);
    if (fee === null) return undefined;
    return fee === 0 ? intl.formatMessage(m.free) : formatMoney(fee, locale);
  };
  const description = (type: DeliveryType) => {
    if (type === 'pickup') return intl.formatMessage(m.pickupText);
    if (type === 'courier') {
      return intl.formatMessage(m.courierText, {
        threshold: formatMoney(settings?.free_delivery_threshold ?? 0, locale),
      });
    }
    if (type === 'express') return intl.formatMessage(m.expressText, { provider });
    return intl.formatMessage(m.regionalText);
  };
  return (
    <RadioGroup
      label={intl.formatMessage(m.deliveryLegend)}
      name="deliveryType"
      value={form.deliveryType ?? undefined}
      onValueChange={(value) => {
        const type = deliveryTypes.find((known) => known === value);
        if (!type) return;
        // Courier and express deliver in Tashkent; the regions are chosen on the next step.
        const region = type === 'regional' ? form.region : 'tashkent';
        change({ deliveryType: type, region, ...(region === form.region ? {} : { city: '' }) });
      }}
      error={show && problems.deliveryType ? intl.formatMessage(m.chooseDelivery) : undefined}
    >
      {deliveryTypes.map((type) => (
        <RadioCard
          key={type}
          value={type}
          title={intl.formatMessage(deliveryMessages[type])}
          description={description(type)}
          trailing={price(type)}
        />
      ))}
    </RadioGroup>
  );
}
