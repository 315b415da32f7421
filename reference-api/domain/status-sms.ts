import type { ApiContext, Locale } from './context.ts';

/** The statuses a shopper is told about by SMS when their order reaches them. */
export const smsStatuses = [
  'assembling',
  'ready_for_pickup',
  'in_delivery',
  'completed',
  'cancelled',
] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/**
 * The SMS texts, in the language the order was placed in. Short enough for one or two SMS parts;
 * Uzbek writes oʻ and gʻ with U+02BB.
 */
const texts: Record<Locale, Record<SmsStatus, (number: string) => string>> = {
  uz: {
    assembling: (number) => `Savat: ${number} buyurtmangiz yigʻilmoqda.`,
    ready_for_pickup: (number) =>
      `Savat: ${number} buyurtmangiz doʻkonda tayyor, uni olib ketishingiz mumkin.`,
    in_delivery: (number) => `Savat: ${number} buyurtmangiz yoʻlda, kuryer uni yetkazib bermoqda.`,
    completed: (number) => `Savat: ${number} buyurtmangiz topshirildi. Xaridingiz uchun rahmat!`,
    cancelled: (number) => `Savat: ${number} buyurtmangiz bekor qilindi.`,
  },
  ru: {
    assembling: (number) => `Savat: заказ ${number} собирается.`,
    ready_for_pickup: (number) => `Savat: заказ ${number} готов, его можно забрать в магазине.`,
    in_delivery: (number) => `Savat: заказ ${number} в пути, курьер везёт его вам.`,
    completed: (number) => `Savat: заказ ${number} получен. Спасибо за покупку!`,
    cancelled: (number) => `Savat: заказ ${number} отменён.`,
  },
  en: {
    assembling: (number) => `Savat: your order ${number} is being assembled.`,
    ready_for_pickup: (number) =>
      `Savat: your order ${number} is ready, you can pick it up at the store.`,
    in_delivery: (number) => `Savat: your order ${number} is on its way with the courier.`,
    completed: (number) => `Savat: your order ${number} has been handed over. Thank you!`,
    cancelled: (number) => `Savat: your order ${number} has been cancelled.`,
  },
};

export function isSmsStatus(status: string): status is SmsStatus {
  return (smsStatuses as readonly string[]).includes(status);
}

export function statusSmsText(status: SmsStatus, lang: Locale, number: string): string {
  return texts[lang][status](number);
}

/** What the database announces when an order reaches a status its shopper is told about. */
interface StatusAnnouncement {
  phone: string;
  order: string;
  status: string;
  lang: string;
}

function localeOf(lang: string): Locale {
  return lang === 'ru' || lang === 'en' ? lang : 'uz';
}

/**
 * Sends each order's shopper an SMS when their order reaches a step (assembling, ready for
 * pickup, in delivery, completed, cancelled): the database announces the step on the
 * 'order_status' channel once the change is committed (migration 008), whichever operation made
 * it, and the SMS goes to the phone of the account in the language the order was placed in.
 * Answers a function that stops listening.
 */
export async function startStatusSms(ctx: ApiContext): Promise<() => Promise<void>> {
  return ctx.db.listen('order_status', (payload) => {
    const told = JSON.parse(payload) as StatusAnnouncement;
    if (!isSmsStatus(told.status)) return;
    ctx.outbox.send({
      phone: told.phone,
      purpose: 'order-status',
      order: told.order,
      status: told.status,
      text: statusSmsText(told.status, localeOf(told.lang), told.order),
      sentAt: ctx.now().toISOString(),
    });
  });
}

/** Keeps the language of the request that placed an order with it (a replay keeps the first). */
export async function rememberOrderLanguage(
  ctx: ApiContext,
  orderId: number,
  lang: Locale,
): Promise<void> {
  await ctx.db.query('UPDATE orders SET lang = $2 WHERE id = $1 AND lang IS NULL', [orderId, lang]);
}
