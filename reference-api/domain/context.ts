import type { PGlite } from '@electric-sql/pglite';
import type { Outbox } from './outbox.ts';

/** What every operation of the reference API works with. */
export interface ApiContext {
  db: PGlite;
  now: () => Date;
  outbox: Outbox;
  /** Secret for hashing one-time codes, random per data dir. */
  secret: string;
  /** Prefix of absolute media URLs; empty for same-origin relative ones. */
  publicUrl: string;
  /** How long the payment simulator takes to settle a card charge. */
  paymentDelayMs: number;
  limits: ApiLimits;
  /** Asks for due card payments to be settled after the given delay. */
  schedulePaymentSettlement(delayMs: number): void;
}

/** Caps that keep one client from flooding the shop. */
export interface ApiLimits {
  /** Sign-in codes one IP address may request per hour (every phone together). */
  signInCodesPerIpHour: number;
  /** Orders one user may place per hour (a repeated idempotent request is not a new order). */
  ordersPerUserHour: number;
}

export const defaultLimits: ApiLimits = { signInCodesPerIpHour: 20, ordersPerUserHour: 20 };

export const locales = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];

export function pickLocale(header: string | undefined): Locale {
  const wanted = header?.trim().toLowerCase().slice(0, 2);
  return (locales as readonly string[]).includes(wanted ?? '') ? (wanted as Locale) : 'uz';
}

export const userTypes = ['individual', 'legal_entity'] as const;
export type UserType = (typeof userTypes)[number];

export function pickUserType(value: string | undefined | null): UserType {
  return value === 'legal_entity' ? 'legal_entity' : 'individual';
}
