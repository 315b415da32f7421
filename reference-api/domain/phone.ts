import { parsePhone } from '../../design-system/format/phone.ts';

/**
 * The E.164 form (`+998901234567`) of an Uzbek mobile number, or null when the input is not one
 * (fixed-line and foreign numbers cannot receive a code). Uses the storefront's own phone rules.
 */
export function uzMobileE164(input: string): string | null {
  const result = parsePhone(input);
  return result.ok ? result.e164 : null;
}
