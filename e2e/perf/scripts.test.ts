import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('the measuring scripts run with tsx', () => {
  it('resolve the app’s aliases in the modules they import (npm run bench)', () => {
    // bench.ts makes its cart lines with the cart's own helper, which imports through `@/`.
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--eval',
        "import('./src/entities/cart/lib/from-product.ts').then((m) => console.log(typeof m.cartItemFromProduct));",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(run.stdout.trim()).toBe('function');
  });
});
