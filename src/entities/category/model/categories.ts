import { attach, createEvent, createStore, sample } from 'effector';
import type { Category } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $api, $locale, appStarted } from '@/shared/model';
import { listCategories } from '../api/list-categories';

/** Something needs the category tree (menu, catalogue filter, breadcrumbs). */
export const categoriesRequested = createEvent();

/**
 * Loads the tree for a language. The model keeps the answer, so this runs once per language;
 * requests made while it runs wait for the same call.
 */
export const fetchCategoriesFx = attach({
  source: $api,
  effect: (api, locale: Locale): Promise<Category[]> => listCategories(api, { locale }),
});

export const $categories = createStore<Category[]>([]);
/** Which language `$categories` is in; null until loaded. */
export const $categoriesLocale = createStore<Locale | null>(null);
export const $categoriesLoading = fetchCategoriesFx.pending;

// The header menu needs the categories on every page.
sample({ clock: appStarted, target: categoriesRequested });

sample({
  clock: categoriesRequested,
  source: { loadedFor: $categoriesLocale, locale: $locale, loading: fetchCategoriesFx.pending },
  filter: ({ loadedFor, locale, loading }) => !loading && loadedFor !== locale,
  fn: ({ locale }) => locale,
  target: fetchCategoriesFx,
});

sample({ clock: fetchCategoriesFx.doneData, target: $categories });
sample({ clock: fetchCategoriesFx.done, fn: ({ params }) => params, target: $categoriesLocale });

/** Depth-first list of every category with its ancestors, root first. */
export function categoryTrail(categories: readonly Category[], slug: string): Category[] {
  for (const category of categories) {
    if (category.slug === slug) return [category];
    const inner = categoryTrail(category.children, slug);
    if (inner.length > 0) return [category, ...inner];
  }
  return [];
}
