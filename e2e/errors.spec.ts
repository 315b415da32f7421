import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';

// A second production server whose API is unreachable: every page that needs data fails.
const port = Number(process.env.E2E_PORT ?? 3200) + 99;
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/start.ts', '--no-build'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: 'http://127.0.0.1:9',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`http://localhost:${port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The second storefront did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a failing API shows the 500 page in the page language, without a stack trace', async ({
  request,
}) => {
  for (const [path, text] of [
    ['/uz', 'Serverning ichki xatosi'],
    ['/ru/catalog', 'Внутренняя ошибка сервера'],
    ['/en/products/milk', 'Internal Server Error'],
  ] as const) {
    const response = await request.get(`http://localhost:${port}${path}`);
    expect(response.status(), path).toBe(500);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).not.toMatch(/at .+\(.+:\d+:\d+\)|ECONNREFUSED|TypeError/);
  }
});
