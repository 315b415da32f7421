import { attach, createEvent, createStore, sample } from 'effector';
import { listBrands, type Brand } from '@/entities/brand';
import type { UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, pageFailed, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const listBrandsFx = attach({
  source: $api,
  effect: (api, { locale, accountType }: { locale: Locale; accountType: UserType | null }) =>
    listBrands(api, { locale, accountType: accountType ?? undefined }),
});

export const $brands = createStore<Brand[] | null>(null);

sample({
  clock: pageStarted,
  source: $accountType,
  fn: (accountType, { locale }) => ({ locale, accountType }),
  target: listBrandsFx,
});
sample({ clock: listBrandsFx.doneData, target: $brands });
sample({ clock: listBrandsFx.fail, target: pageFailed });
