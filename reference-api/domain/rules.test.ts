import { describe, expect, it } from 'vitest';
import { cardBrandOf, maskCardPhone, simulateCharge, testCards } from './cards.ts';
import { allowedPayments, deliveryFee, lineTotal, lineWeight, regionalFee } from './delivery.ts';
import { errorBody, ApiError } from './errors.ts';
import { orderNumber } from './orders.ts';
import { createOutbox } from './outbox.ts';
import { uzMobileE164 } from './phone.ts';
import { luhnValid } from '../../design-system/format/card.ts';

const settings = {
  courierFee: 15000,
  freeDeliveryThreshold: 300000,
  express: { provider: 'Yandex Go', note: { uz: '', ru: '', en: '' } },
  regionalTariff: { baseFee: 25000, baseWeightGrams: 1000, perExtraKg: 5000 },
  usdRate: 12650,
};

describe('delivery fees', () => {
  it('charges the courier fee below the threshold and nothing at or above it', () => {
    expect(deliveryFee(settings, 'courier', 299999, 0)).toBe(15000);
    expect(deliveryFee(settings, 'courier', 300000, 0)).toBe(0);
  });

  it('charges nothing for pickup and leaves express to the taxi service', () => {
    expect(deliveryFee(settings, 'pickup', 1, 99999)).toBe(0);
    expect(deliveryFee(settings, 'express', 1, 99999)).toBeNull();
  });

  it('prices regional delivery by each started extra kilogram', () => {
    expect(regionalFee(settings.regionalTariff, 400)).toBe(25000);
    expect(regionalFee(settings.regionalTariff, 1000)).toBe(25000);
    expect(regionalFee(settings.regionalTariff, 1001)).toBe(30000);
    expect(regionalFee(settings.regionalTariff, 4600)).toBe(45000);
    expect(deliveryFee(settings, 'regional', 1, 2000)).toBe(30000);
  });

  it('allows payment on receipt by card at stores only, and online only for express and regions', () => {
    expect(allowedPayments.pickup).toEqual(['card', 'cash', 'card_on_receipt']);
    expect(allowedPayments.courier).toEqual(['card', 'cash']);
    expect(allowedPayments.express).toEqual(['card']);
    expect(allowedPayments.regional).toEqual(['card']);
  });
});

describe('line totals', () => {
  it('multiplies pieces and prices goods by weight per kilogram, rounded to whole sums', () => {
    expect(lineTotal(14500, 3, false)).toBe(43500);
    expect(lineTotal(18000, 1500, true)).toBe(27000);
    expect(lineTotal(12990, 333, true)).toBe(4326);
    expect(lineWeight(1060, 2, false)).toBe(2120);
    expect(lineWeight(1000, 1500, true)).toBe(1500);
  });
});

describe('cards', () => {
  it('knows the contract issuers', () => {
    expect(cardBrandOf('8600000000000015')).toBe('uzcard');
    expect(cardBrandOf('5614000000000000')).toBe('uzcard');
    expect(cardBrandOf('9860000000000018')).toBe('humo');
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('6011000000000004')).toBeNull();
  });

  it('has Luhn-valid test cards', () => {
    for (const number of Object.keys(testCards)) expect(luhnValid(number), number).toBe(true);
  });

  it('masks the linked phone as card processors do', () => {
    expect(maskCardPhone('+998901234531')).toBe('99890*****31');
  });

  it('declines charges only for the insufficient-funds card', () => {
    expect(simulateCharge('success')).toEqual({ ok: true });
    expect(simulateCharge('insufficient_funds')).toEqual({
      ok: false,
      reason: 'insufficient_funds',
    });
  });
});

describe('orders and phones', () => {
  it('numbers orders by date and id', () => {
    expect(orderNumber(42, new Date('2026-08-15T10:42:17Z'))).toBe('SV-260815-0042');
    expect(orderNumber(123456, new Date('2026-08-15T10:42:17Z'))).toBe('SV-260815-123456');
  });

  it('accepts Uzbek mobile numbers only', () => {
    expect(uzMobileE164('+998901234567')).toBe('+998901234567');
    expect(uzMobileE164('+998711234567')).toBeNull();
    expect(uzMobileE164('+79161234567')).toBeNull();
  });
});

describe('error bodies', () => {
  it('speaks the caller language and carries retry_after', () => {
    const body = errorBody(new ApiError(429, 'too_many_requests', { retryAfter: 42 }), 'uz');
    expect(body).toEqual({
      code: 'too_many_requests',
      message: 'Juda koʻp urinish. 42 soniyadan keyin qayta urinib koʻring.',
      retry_after: 42,
    });
    const fields = errorBody(
      new ApiError(422, 'validation_failed', { fields: [{ field: 'name', code: 'required' }] }),
      'ru',
    );
    expect(fields.fields).toEqual([
      { field: 'name', code: 'required', message: 'Обязательное поле.' },
    ]);
  });
});

describe('outbox', () => {
  const message = {
    phone: '+998901234567',
    code: '12345',
    purpose: 'sign-in' as const,
    text: 'Savat: kirish kodi 12345.',
    sentAt: '2026-11-22T08:00:00.000Z',
  };

  it('keeps and prints codes outside production', () => {
    const lines: string[] = [];
    const outbox = createOutbox(true, (line) => lines.push(line));
    outbox.send(message);
    expect(outbox.lastCode('+998901234567')).toBe('12345');
    expect(lines).toHaveLength(1);
  });

  it('never keeps or logs a code in production', () => {
    const lines: string[] = [];
    const outbox = createOutbox(false, (line) => lines.push(line));
    outbox.send(message);
    expect(outbox.list()).toEqual([]);
    expect(outbox.lastCode('+998901234567')).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
