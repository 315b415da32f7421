/**
 * Fails when `src/shared/api/schema.d.ts` is not exactly what openapi-typescript generates from
 * `openapi/openapi.yaml` today, so the typed client can never drift from the contract.
 * Run: `npm run api:check`; fix with `npm run api:generate`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src/shared/api/schema.d.ts');

/**
 * The arguments of the `api:generate` script with its output redirected, so this check runs
 * exactly the generation the project runs.
 */
export function generationArguments(script: string, output: string): string[] {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'openapi-typescript') {
    throw new Error(`api:generate must run openapi-typescript, found: ${script}`);
  }
  const args = words.slice(1);
  const outputFlag = args.findIndex((word) => word === '-o' || word === '--output');
  if (outputFlag === -1 || args[outputFlag + 1] === undefined) {
    throw new Error(`api:generate must name its output with -o, found: ${script}`);
  }
  args[outputFlag + 1] = output;
  return args;
}

/** Generates the types from the contract into a temporary file and returns their text. */
export function generateSchemaTypes(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.['api:generate'];
  if (!script) throw new Error('package.json has no api:generate script');
  const dir = mkdtempSync(path.join(tmpdir(), 'savat-api-types-'));
  try {
    const output = path.join(dir, 'schema.d.ts');
    const cli = path.join(root, 'node_modules/.bin/openapi-typescript');
    execFileSync(cli, generationArguments(script, output), { cwd: root, stdio: 'pipe' });
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first differing line (1-based) of two texts, or 0 when they are equal. */
export function firstDifferentLine(a: string, b: string): number {
  if (a === b) return 0;
  const left = a.split('\n');
  const right = b.split('\n');
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    if (left[index] !== right[index]) return index + 1;
  }
  return length;
}

function main(): void {
  const fresh = generateSchemaTypes();
  let current = '';
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    console.error(
      `api:check: ${path.relative(root, committed)} is missing. Run: npm run api:generate`,
    );
    process.exit(1);
  }
  const line = firstDifferentLine(current, fresh);
  if (line !== 0) {
    console.error(
      `api:check: ${path.relative(root, committed)} differs from a fresh generation of ` +
        `openapi/openapi.yaml (first difference at line ${line}).\n` +
        'The contract and the generated types are out of step. Run: npm run api:generate',
    );
    process.exit(1);
  }
  console.log('api:check: src/shared/api/schema.d.ts matches openapi/openapi.yaml');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
