import { attach, createEvent, createStore, sample } from 'effector';
import type { Category, Image } from '@/shared/api';
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

/** The tree as every page carries it in its HTML: names, links and counts, without pictures. */
export function withoutImages(tree: readonly Category[]): Category[] {
  return tree.map((category) => ({
    ...category,
    image: null,
    children: withoutImages(category.children),
  }));
}

function imagesOf(tree: readonly Category[], into: Record<string, Image> = {}) {
  for (const category of tree) {
    if (category.image) into[category.slug] = category.image;
    imagesOf(category.children, into);
  }
  return into;
}

/** The categories' pictures by slug: carried only by the pages that show them. */
export const $categoryImages = createStore<Readonly<Record<string, Image>>>({});
/** A page that shows the categories' pictures (the list of every category) asks for them. */
export const categoryImagesRequested = createEvent();
const $imagesWanted = createStore(false, { serialize: 'ignore' });
/** The tree as the API answered it, pictures and all; kept out of the page's HTML. */
const $answeredTree = createStore<Category[]>([], { serialize: 'ignore' });

sample({ clock: fetchCategoriesFx.doneData, fn: withoutImages, target: $categories });
sample({ clock: fetchCategoriesFx.doneData, target: $answeredTree });
sample({ clock: categoryImagesRequested, fn: () => true, target: $imagesWanted });
sample({
  clock: [categoryImagesRequested, $answeredTree.updates],
  source: { tree: $answeredTree, wanted: $imagesWanted },
  filter: ({ tree, wanted }) => wanted && tree.length > 0,
  fn: ({ tree }) => imagesOf(tree),
  target: $categoryImages,
});
// A browser has the tree from the page's HTML, without its pictures: the first page that shows
// them asks the API once more.
sample({
  clock: categoryImagesRequested,
  source: {
    tree: $answeredTree,
    images: $categoryImages,
    locale: $locale,
    loading: fetchCategoriesFx.pending,
  },
  filter: ({ tree, images, loading }) =>
    !loading && tree.length === 0 && Object.keys(images).length === 0,
  fn: ({ locale }) => locale,
  target: fetchCategoriesFx,
});
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
