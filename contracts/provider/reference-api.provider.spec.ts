// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactFile, providerName } from '../support/pact';
import { startReferenceApi, type RunningReferenceApi } from './run-reference-api';
import { createStateHandlers, type ProviderSession } from './states';

let server: RunningReferenceApi;
let stateHandlers: Awaited<ReturnType<typeof createStateHandlers>>;
const session: ProviderSession = { token: null };

beforeAll(async () => {
  server = await startReferenceApi();
  stateHandlers = await createStateHandlers(server.api, server.baseUrl, session);
});
afterAll(async () => server?.stop());

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
}

function verifierFor(pactUrls: string[]): Verifier {
  return new Verifier({
    provider: providerName,
    providerBaseUrl: server.baseUrl,
    pactUrls,
    stateHandlers,
    // The pact holds a token-shaped placeholder; a signed-in state has a real one.
    requestFilter: (request: ProxiedRequest, _response: unknown, next: () => void) => {
      if (session.token) request.headers.authorization = `Bearer ${session.token}`;
      next();
    },
    logLevel: 'error',
  });
}

describe('savat-api (the reference API) honours the storefront pacts', () => {
  it('verifies every interaction', async () => {
    expect(existsSync(pactFile), 'run the consumer contract tests first').toBe(true);
    await expect(verifierFor([pactFile]).verifyProvider()).resolves.toBeDefined();
  });

  it('rejects a pact that expects a field the API does not send', async () => {
    const pact = JSON.parse(await readFile(pactFile, 'utf8')) as {
      interactions: Array<{ description: string; response: { body?: { content?: unknown } } }>;
    };
    const stores = pact.interactions.filter(
      (interaction) => interaction.description === 'a request to list the stores',
    );
    expect(stores).toHaveLength(1);
    // A renamed field: the stores' opening time as `opening_time` instead of `opens`.
    const broken = JSON.stringify({ ...pact, interactions: stores }).replaceAll(
      '"opens"',
      '"opening_time"',
    );
    expect(broken).toContain('opening_time');
    const copy = path.join(await mkdtemp(path.join(os.tmpdir(), 'savat-pact-')), 'broken.json');
    await writeFile(copy, broken);
    await expect(verifierFor([copy]).verifyProvider()).rejects.toThrow();
  });
});
