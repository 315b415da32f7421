import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.config';
import { buildIfStaleCommand, storefrontCommand } from './server-command';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://localhost:${port}`;
// Every run starts from a freshly seeded reference API.
const dataDir = mkdtempSync(path.join(tmpdir(), 'savat-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['perf/**'],
  outputDir: 'artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // The machines that run the journeys have two cores, locally and in CI alike.
  workers: 2,
  // A test that fails runs once more with a trace (screencast, DOM snapshots, network) to look
  // into; recording one for every test that passes would cost a fifth of the run. Passing on the
  // second run does not pass: the run fails on a flaky test as on a failing one.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'uz-UZ',
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // Builds when dist/ is missing or stale, then serves the production storefront.
    command: [buildIfStaleCommand, storefrontCommand]
      .map((words) => words.map((word) => JSON.stringify(word)).join(' '))
      .join(' && '),
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/uz`,
    timeout: 300_000,
    // Set E2E_REUSE_SERVER=1 to run against a storefront already started on the port.
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      API_URL: '',
      // Every test signs in from 127.0.0.1; the per-address cap is for the real world.
      SIGNIN_CODES_PER_IP_HOUR: '1000',
    },
  },
});
