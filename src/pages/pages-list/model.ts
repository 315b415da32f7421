import { attach, createEvent, createStore, sample } from 'effector';
import { listPages, type PageSummary } from '@/entities/page';
import type { Locale } from '@/shared/i18n';
import { $api, pageFailed, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const listPagesFx = attach({
  source: $api,
  effect: (api, locale: Locale) => listPages(api, { locale }),
});

export const $pages = createStore<PageSummary[] | null>(null);

sample({ clock: pageStarted, fn: ({ locale }) => locale, target: listPagesFx });
sample({ clock: listPagesFx.doneData, target: $pages });
sample({ clock: listPagesFx.fail, target: pageFailed });
