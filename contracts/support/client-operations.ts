import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const entitiesDir = path.join(root, 'src', 'entities');

export interface ClientOperation {
  method: string;
  /** The contract path template, e.g. `/api/orders/{id}/details`. */
  path: string;
  /** Where the storefront calls it, relative to the repository. */
  file: string;
}

const call = /\bclient\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g;

/** Every API call the storefront's operation functions make (`src/entities/<entity>/api`). */
export async function listClientOperations(): Promise<ClientOperation[]> {
  const operations: ClientOperation[] = [];
  for (const entity of await readdir(entitiesDir)) {
    const apiDir = path.join(entitiesDir, entity, 'api');
    const files = await readdir(apiDir).catch(() => [] as string[]);
    for (const file of files) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = await readFile(path.join(apiDir, file), 'utf8');
      for (const match of source.matchAll(call)) {
        operations.push({
          method: match[1]!,
          path: match[2]!,
          file: path.relative(root, path.join(apiDir, file)),
        });
      }
    }
  }
  return operations;
}

/** Does a concrete request path (from a pact) fill in this path template? */
export function matchesTemplate(template: string, requestPath: string): boolean {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(requestPath);
}
