/** First two national digits of Uzbek mobile numbers (the only ones that receive SMS). */
export const uzMobilePrefixes = [
  '20',
  '33',
  '50',
  '70',
  '77',
  '80',
  '87',
  '88',
  '90',
  '91',
  '93',
  '94',
  '95',
  '97',
  '98',
  '99',
] as const;

export const UZ_COUNTRY_CODE = '998';
export const UZ_NATIONAL_LENGTH = 9;

export type PhoneErrorKind = 'empty' | 'incomplete' | 'tooLong' | 'notUzbek' | 'notMobile';
export type PhoneParseResult =
  { ok: true; e164: string; national: string } | { ok: false; error: PhoneErrorKind };

/**
 * Extracts the 9 national digits from what a shopper typed or pasted: `901234567`,
 * `+998 90 123-45-67`, `998901234567`, `8 90 123 45 67` (old trunk prefix).
 * Returns `null` when the input cannot be an Uzbek number.
 */
export function nationalDigits(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  const international = input.trim().startsWith('+');
  if (digits.startsWith(UZ_COUNTRY_CODE) && (international || digits.length > UZ_NATIONAL_LENGTH)) {
    digits = digits.slice(UZ_COUNTRY_CODE.length);
  } else if (international) {
    return null;
  } else if (digits.length === UZ_NATIONAL_LENGTH + 1 && digits.startsWith('8')) {
    digits = digits.slice(1);
  }
  return digits;
}

export function isUzMobile(input: string): boolean {
  const result = parsePhone(input);
  return result.ok;
}

/** Parses a typed phone into E.164 (`+998901234567`) or says why it is not acceptable. */
export function parsePhone(input: string): PhoneParseResult {
  if (input.replace(/\D/g, '') === '') return { ok: false, error: 'empty' };
  const national = nationalDigits(input);
  if (national === null) return { ok: false, error: 'notUzbek' };
  if (national.length < UZ_NATIONAL_LENGTH) return { ok: false, error: 'incomplete' };
  if (national.length > UZ_NATIONAL_LENGTH) return { ok: false, error: 'tooLong' };
  if (!(uzMobilePrefixes as readonly string[]).includes(national.slice(0, 2))) {
    return { ok: false, error: 'notMobile' };
  }
  return { ok: true, e164: `+${UZ_COUNTRY_CODE}${national}`, national };
}

/**
 * Display mask `+998 90 123 45 67`. Partial national digits are formatted as far as they go
 * (`9012` → `+998 90 12`), which is what the phone field shows while typing.
 */
export function formatPhone(input: string): string {
  const national = (nationalDigits(input) ?? input.replace(/\D/g, '')).slice(0, UZ_NATIONAL_LENGTH);
  const parts = [
    national.slice(0, 2),
    national.slice(2, 5),
    national.slice(5, 7),
    national.slice(7, 9),
  ];
  return ['+998', ...parts.filter((part) => part !== '')].join(' ');
}

/** A number the bank already masked: `99890*****67`, `+998 90 ***** 67`. */
const alreadyMasked = /^\+?998(\d{2})\*{3,}(\d{2})$/;

/**
 * Masks a number for display where it must not be shown in full: `+998 90 *** ** 67`. A number
 * that comes masked already (the bank's `99890*****67` for a card's phone) is shown the same way.
 */
export function maskPhone(input: string): string {
  const masked = alreadyMasked.exec(input.replace(/[\s()-]/g, ''));
  if (masked) return `+998 ${masked[1]} *** ** ${masked[2]}`;
  const national = nationalDigits(input) ?? '';
  if (national.length !== UZ_NATIONAL_LENGTH) return formatPhone(input);
  return `+998 ${national.slice(0, 2)} *** ** ${national.slice(7)}`;
}
