import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type BusinessRequestCreate = Schemas['BusinessRequestCreate'];
export type BusinessRequest = Schemas['BusinessRequest'];
export type BusinessMonthlyVolume = Schemas['BusinessMonthlyVolume'];

/** The contract's volume choices, smallest first (as a company reads them in a list). */
export const businessMonthlyVolumes = [
  'up_to_10m',
  'from_10m_to_50m',
  'from_50m_to_200m',
  'over_200m',
] as const satisfies readonly BusinessMonthlyVolume[];
