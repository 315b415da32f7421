/**
 * Caret-preserving masking for fields whose value is digits shown with separators
 * (`+998 90 123 45 67`, `8600 1234 …`, `12/27`).
 */
export type DigitMask = {
  /** Longest run of digits the field accepts. */
  maxDigits: number;
  /** Digits the shopper means from what is in the box (typed, pasted or autofilled). */
  extract: (raw: string) => string;
  /** Display text for those digits. */
  format: (digits: string) => string;
  /** Fixed text the display starts with, not typed by the shopper (`+998 `). */
  prefix?: string;
};

export type MaskResult = { digits: string; display: string; caret: number };

function digitsIn(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** Position in `display` just after the `count`-th of the shopper's digits. */
export function caretAfterDigits(display: string, count: number, prefixLength = 0): number {
  if (count === 0) return Math.min(prefixLength, display.length);
  let seen = 0;
  for (let index = prefixLength; index < display.length; index += 1) {
    if (/\d/.test(display[index] as string)) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return display.length;
}

/**
 * Applies a change made in the box. `previous` is the display before the change: when the
 * shopper deleted only a separator, the digit before it is deleted instead, so Backspace never
 * gets stuck on a space or slash.
 */
export function applyMask(
  mask: DigitMask,
  raw: string,
  caret: number,
  previous: string,
): MaskResult {
  const prefix = mask.prefix ?? '';
  let digits = mask.extract(raw).slice(0, mask.maxDigits);
  const previousDigits = mask.extract(previous);
  const rawBeforeCaret = raw.slice(0, caret);
  const prefixDigits = prefix !== '' && raw.startsWith(prefix.trim()) ? digitsIn(prefix) : 0;
  let digitsBeforeCaret = Math.max(0, digitsIn(rawBeforeCaret) - prefixDigits);
  // A mask may add digits of its own (a leading zero in `5` → `05`): the caret goes after them.
  const addedDigits = digits.length - (digitsIn(raw) - prefixDigits);
  if (addedDigits > 0) digitsBeforeCaret += addedDigits;

  const deletedSeparatorOnly =
    raw.length < previous.length && digits === previousDigits && digits.length > 0;
  if (deletedSeparatorOnly && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }

  digitsBeforeCaret = Math.min(digitsBeforeCaret, digits.length);
  const display = digits === '' ? '' : mask.format(digits);
  return { digits, display, caret: caretAfterDigits(display, digitsBeforeCaret, prefix.length) };
}
