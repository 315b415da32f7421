export const cardBrands = ['uzcard', 'humo', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandNames: Record<CardBrand, string> = {
  uzcard: 'Uzcard',
  humo: 'Humo',
  visa: 'Visa',
  mastercard: 'Mastercard',
};

export const CARD_NUMBER_LENGTH = 16;

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Luhn (mod 10) checksum over the digits of `input`; separators are ignored. */
export function luhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand by issuer prefix: Uzcard 8600, Humo 9860, Visa 4, Mastercard 51–55 and 2221–2720. */
export function cardBrand(input: string): CardBrand | null {
  const digits = cardDigits(input);
  if (digits.startsWith('8600')) return 'uzcard';
  if (digits.startsWith('9860')) return 'humo';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** Groups of four: `8600123412341234` → `8600 1234 1234 1234`; partial input stays partial. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, CARD_NUMBER_LENGTH);
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

/** Masked for display: `8600 •••• •••• 1234`. Accepts a full number or an already masked one. */
export function maskCardNumber(input: string): string {
  const digits = cardDigits(input);
  const last4 = digits.slice(-4);
  const first4 = digits.length >= 8 ? digits.slice(0, 4) : '••••';
  return `${first4} •••• •••• ${last4}`;
}
