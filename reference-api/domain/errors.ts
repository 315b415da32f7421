import type { Locale } from './context.ts';

export const fieldErrorCodes = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'not_found',
  'not_allowed',
  'unsupported_type',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
}

export interface ConflictLine {
  product_id: number;
  name: string;
  requested_quantity: number;
  available_quantity: number;
  price: number;
}

export interface ApiErrorExtras {
  fields?: FieldProblem[];
  retryAfter?: number;
  lines?: ConflictLine[];
  expectedTotal?: number;
  total?: number;
  blockedLines?: Array<{ product_id: number; name: string; reason: 'perishable' }>;
}

/**
 * An answer other than success: a status and a stable code from the contract's error table.
 * The human message is chosen by code in the caller's language when the answer is written.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const unauthorized = () => new ApiError(401, 'unauthorized');
export const validationFailed = (...fields: FieldProblem[]) =>
  new ApiError(422, 'validation_failed', { fields });
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, 'too_many_requests', { retryAfter });

type Localized = Record<Locale, string>;

const errorMessages: Record<string, Localized> = {
  malformed_request: {
    uz: 'Soʻrov notoʻgʻri tuzilgan.',
    ru: 'Некорректный запрос.',
    en: 'The request is malformed.',
  },
  unauthorized: {
    uz: 'Iltimos, tizimga qayta kiring.',
    ru: 'Пожалуйста, войдите снова.',
    en: 'Please sign in again.',
  },
  not_found: { uz: 'Topilmadi.', ru: 'Не найдено.', en: 'Not found.' },
  method_not_allowed: {
    uz: 'Bu usul qoʻllab-quvvatlanmaydi.',
    ru: 'Метод не поддерживается.',
    en: 'This method is not allowed.',
  },
  stock_conflict: {
    uz: 'Baʼzi mahsulotlar omborda yetarli emas.',
    ru: 'Некоторых товаров недостаточно на складе.',
    en: 'Some items are not available in the requested quantity.',
  },
  price_changed: {
    uz: 'Narxlar oʻzgardi. Buyurtmani qayta koʻrib chiqing.',
    ru: 'Цены изменились. Проверьте заказ.',
    en: 'Prices have changed. Please review your order.',
  },
  idempotency_key_reused: {
    uz: 'Bu soʻrov kaliti boshqa buyurtma uchun ishlatilgan.',
    ru: 'Этот ключ запроса уже использован для другого заказа.',
    en: 'This request key was already used for a different order.',
  },
  order_not_cancellable: {
    uz: 'Buyurtma yigʻilmoqda, uni endi bekor qilib boʻlmaydi.',
    ru: 'Заказ уже собирают, отменить его нельзя.',
    en: 'The order is already being assembled and can no longer be cancelled.',
  },
  window_full: {
    uz: 'Bu vaqt oraligʻida joy qolmadi. Boshqa vaqtni tanlang.',
    ru: 'В этом интервале не осталось мест. Выберите другое время.',
    en: 'This time window is full. Please choose another one.',
  },
  window_closed: {
    uz: 'Bu vaqt oraligʻiga buyurtma qabul qilish tugadi. Boshqa vaqtni tanlang.',
    ru: 'Приём заказов на этот интервал закончился. Выберите другое время.',
    en: 'This time window no longer takes orders. Please choose another one.',
  },
  perishables_not_shipped: {
    uz: 'Tez buziladigan mahsulotlar viloyatlarga yuborilmaydi.',
    ru: 'Скоропортящиеся товары не отправляются в регионы.',
    en: 'Perishable goods are not shipped to the regions.',
  },
  card_already_added: {
    uz: 'Bu karta allaqachon qoʻshilgan.',
    ru: 'Эта карта уже добавлена.',
    en: 'This card has already been added.',
  },
  code_expired: {
    uz: 'Kodning muddati tugadi, yangisini soʻrang.',
    ru: 'Срок действия кода истёк, запросите новый.',
    en: 'The code has expired; request a new one.',
  },
  payload_too_large: {
    uz: 'Soʻrov juda katta.',
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
  },
  validation_failed: {
    uz: 'Maʼlumotlarni tekshiring.',
    ru: 'Проверьте данные.',
    en: 'Please check the details.',
  },
  invalid_phone: {
    uz: 'Oʻzbekiston mobil raqamini kiriting.',
    ru: 'Введите мобильный номер Узбекистана.',
    en: 'Enter an Uzbek mobile number.',
  },
  invalid_code: { uz: 'Kod notoʻgʻri.', ru: 'Неверный код.', en: 'Invalid code.' },
  invalid_card_number: {
    uz: 'Karta raqamini tekshiring.',
    ru: 'Проверьте номер карты.',
    en: 'Check the card number.',
  },
  card_expired: {
    uz: 'Kartaning amal qilish muddati tugagan.',
    ru: 'Срок действия карты истёк.',
    en: 'The card has expired.',
  },
  too_many_requests: {
    uz: 'Juda koʻp urinish. {seconds} soniyadan keyin qayta urinib koʻring.',
    ru: 'Слишком много запросов. Повторите через {seconds} с.',
    en: 'Too many requests. Try again in {seconds} seconds.',
  },
  too_many_attempts: {
    uz: 'Notoʻgʻri kod koʻp marta kiritildi. {seconds} soniyadan keyin urinib koʻring.',
    ru: 'Слишком много неверных попыток. Попробуйте через {seconds} с.',
    en: 'Too many wrong codes. Try again in {seconds} seconds.',
  },
  internal_error: {
    uz: 'Serverda xatolik yuz berdi. Keyinroq urinib koʻring.',
    ru: 'Ошибка на сервере. Попробуйте позже.',
    en: 'Something went wrong on the server. Please try again later.',
  },
};

const fieldMessages: Record<FieldErrorCode, Localized> = {
  required: { uz: 'Toʻldirilishi shart.', ru: 'Обязательное поле.', en: 'This is required.' },
  invalid: { uz: 'Qiymat notoʻgʻri.', ru: 'Неверное значение.', en: 'The value is not valid.' },
  too_short: { uz: 'Juda qisqa.', ru: 'Слишком короткое значение.', en: 'This is too short.' },
  too_long: { uz: 'Juda uzun.', ru: 'Слишком длинное значение.', en: 'This is too long.' },
  too_small: {
    uz: 'Qiymat juda kichik.',
    ru: 'Слишком маленькое значение.',
    en: 'The value is too small.',
  },
  too_large: {
    uz: 'Qiymat juda katta.',
    ru: 'Слишком большое значение.',
    en: 'The value is too large.',
  },
  not_found: {
    uz: 'Bunday qiymat topilmadi.',
    ru: 'Такое значение не найдено.',
    en: 'No such item exists.',
  },
  not_allowed: {
    uz: 'Bu tanlovga ruxsat berilmaydi.',
    ru: 'Этот вариант недоступен.',
    en: 'This choice is not allowed.',
  },
  unsupported_type: {
    uz: 'JPEG, PNG yoki WebP rasm yuklang.',
    ru: 'Загрузите изображение JPEG, PNG или WebP.',
    en: 'Upload a JPEG, PNG or WebP image.',
  },
};

/** Messages that say more than the code's general one, by `field.code`. */
const fieldSpecificMessages: Record<string, Localized> = {
  'photo.too_large': {
    uz: 'Rasm 5 MB dan katta boʻlmasligi kerak.',
    ru: 'Фото должно быть не больше 5 МБ.',
    en: 'The photo must be 5 MB or smaller.',
  },
};

/** The contract's `Error` body for an ApiError in the caller's language. */
export function errorBody(error: ApiError, lang: Locale) {
  const template = errorMessages[error.code] ?? errorMessages.internal_error!;
  const { fields, retryAfter, lines, expectedTotal, total, blockedLines } = error.extras;
  return {
    code: error.code,
    message: template[lang].replace('{seconds}', String(retryAfter ?? '')),
    ...(fields && {
      fields: fields.map((field) => ({
        ...field,
        message: (fieldSpecificMessages[`${field.field}.${field.code}`] ??
          fieldMessages[field.code])[lang],
      })),
    }),
    ...(retryAfter !== undefined && { retry_after: retryAfter }),
    ...(lines && { lines }),
    ...(expectedTotal !== undefined && { expected_total: expectedTotal }),
    ...(total !== undefined && { total }),
    ...(blockedLines && { blocked_lines: blockedLines }),
  };
}
