/**
 * Where a page's code lives. A page is a folder of `src/pages/` named as the page (its `name`),
 * with an `index.ts`; related pages may sit together in a group folder
 * (`src/pages/personal/checkout-payment/`). Inside, a page keeps its code in files or in
 * segment folders (`ui/`, `model/`, `api/`, `lib/`, `config/`).
 */
const segmentFolders: ReadonlySet<string> = new Set(['ui', 'model', 'api', 'lib', 'config']);

/**
 * The folder of the page a module under `pagesDir` belongs to, as a path under `pagesDir`
 * (`catalog`, `personal/account`).
 */
export function pageFolderOfModule(source: string, pagesDir = 'src/pages/'): string | undefined {
  if (!source.startsWith(pagesDir)) return undefined;
  const folders = source.slice(pagesDir.length).split('/').slice(0, -1);
  const segmentAt = folders.findIndex((folder) => segmentFolders.has(folder));
  const page = segmentAt === -1 ? folders : folders.slice(0, segmentAt);
  return page.length > 0 ? page.join('/') : undefined;
}

/** The page a module under `pagesDir` belongs to (the name of its page folder). */
export function pageOfModule(source: string, pagesDir = 'src/pages/'): string | undefined {
  return pageFolderOfModule(source, pagesDir)?.split('/').at(-1);
}

const pageChunkPrefix = 'page~';

/** The name the build gives the chunk of a page's own code (its view, its model). */
export function pageChunkName(page: string): string {
  return `${pageChunkPrefix}${page}`;
}

/** The page whose own code a chunk of the build holds, from the chunk's name. */
export function pageOfChunkName(name: string | undefined): string | undefined {
  return name?.startsWith(pageChunkPrefix) ? name.slice(pageChunkPrefix.length) : undefined;
}
