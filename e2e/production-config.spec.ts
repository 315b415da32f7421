import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storefrontCommand } from './server-command';

// A second storefront on the build the suite's server made, started as an operator deploys it.
const port = Number(process.env.E2E_PORT ?? 3200) + 10;
const origin = `http://127.0.0.1:${port}`;
const projectRoot = path.resolve(import.meta.dirname, '..');

let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  const [command, ...args] = storefrontCommand;
  server = spawn(command!, [...args, '--no-build'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'savat-production-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${origin}/uz`).catch(() => null))?.status, {
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test.describe.configure({ timeout: 180_000 });

test('a production server has no development endpoints and prints no sign-in code', async () => {
  const phone = '+998901239876';
  const sent = await fetch(`${origin}/api/auth/send-otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, user_type: 'individual' }),
  });
  expect(sent.status).toBe(200);

  for (const [method, address] of [
    ['GET', `/__dev/outbox?phone=${encodeURIComponent(phone)}`],
    ['GET', '/__dev/outbox'],
    ['POST', `/__dev/expire-codes?phone=${encodeURIComponent(phone)}`],
    ['POST', '/__dev/stock'],
    ['POST', '/__dev/orders/advance'],
  ] as const) {
    const answer = await fetch(`${origin}${address}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ slug: 'banan', quantity: 0 }) : undefined,
    });
    expect(answer.status, `${method} ${address}`).toBe(404);
    expect(await answer.text()).not.toMatch(/\d{5}/);
  }

  // The server has had every chance to print: nothing about an outbox, no five-digit code.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(output).toContain('Savat storefront on');
  expect(output).not.toMatch(/(?<!\d)\d{5}(?!\d)/);
  // The access log names the addresses asked for; nothing else may speak of an outbox.
  const printed = output
    .split('\n')
    .filter((line) => !line.startsWith('{"time":'))
    .join('\n');
  expect(printed).not.toMatch(/outbox|Development endpoints/i);
});
