/**
 * Where a page's code lives. A page is a folder of `src/pages/` named as the page (its `name`),
 * with an `index.ts`; related pages may sit together in a group folder
 * (`src/pages/personal/checkout-payment/`). Inside, a page keeps its code in files or in
 * segment folders (`ui/`, `model/`, `api/`, `lib/`, `config/`).
 */
const segmentFolders: ReadonlySet<string> = new Set(['ui', 'model', 'api', 'lib', 'config']);

/** The page a module under `pagesDir` belongs to (the name of its page folder). */
export function pageOfModule(source: string, pagesDir = 'src/pages/'): string | undefined {
  if (!source.startsWith(pagesDir)) return undefined;
  const folders = source.slice(pagesDir.length).split('/').slice(0, -1);
  const segmentAt = folders.findIndex((folder) => segmentFolders.has(folder));
  return (segmentAt === -1 ? folders : folders.slice(0, segmentAt)).at(-1);
}
