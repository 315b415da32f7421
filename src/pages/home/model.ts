import { attach, createEvent, createStore, sample } from 'effector';
import { getHome, type Home } from '@/entities/page';
import type { UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, pageFailed, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const getHomeFx = attach({
  source: $api,
  effect: (api, { locale, accountType }: { locale: Locale; accountType: UserType | null }) =>
    getHome(api, { locale, accountType: accountType ?? undefined }),
});

export const $home = createStore<Home | null>(null);
export const $homeLoading = getHomeFx.pending;

sample({
  clock: pageStarted,
  source: $accountType,
  fn: (accountType, { locale }) => ({ locale, accountType }),
  target: getHomeFx,
});
sample({ clock: getHomeFx.doneData, target: $home });
sample({ clock: getHomeFx.fail, target: pageFailed });
