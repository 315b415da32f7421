import { createContext, useContext, type ReactNode } from 'react';

/** The currencies prices can be shown in: sums (what is charged), or dollars as an approximation. */
export const priceCurrencies = ['sum', 'usd'] as const;
export type PriceCurrencyName = (typeof priceCurrencies)[number];

export type PriceCurrency = {
  currency: PriceCurrencyName;
  /** Sums per US dollar; without a rate every price stays in sums. */
  usdRate: number | null;
};

const PriceCurrencyContext = createContext<PriceCurrency>({ currency: 'sum', usdRate: null });

/** Chooses the currency every `Price` inside shows its amounts in. */
export function PriceCurrencyProvider({
  value,
  children,
}: {
  value: PriceCurrency;
  children: ReactNode;
}) {
  return <PriceCurrencyContext.Provider value={value}>{children}</PriceCurrencyContext.Provider>;
}

export function usePriceCurrency(): PriceCurrency {
  return useContext(PriceCurrencyContext);
}

/**
 * An amount in whole sums as US cents at a rate (sums per dollar), rounded to the nearest cent:
 * 13 000 sums at 12 650 are 103 cents. Undefined without a usable rate.
 */
export function usdCentsOf(sums: number, usdRate: number | null): number | undefined {
  if (usdRate === null || !Number.isFinite(usdRate) || usdRate <= 0) return undefined;
  return Math.round((sums * 100) / usdRate);
}
