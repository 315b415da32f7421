// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishPacts } from '../publish';

async function pactDirWithOnePact(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'savat-pacts-'));
  await writeFile(
    path.join(dir, 'savat-storefront-savat-api.json'),
    JSON.stringify({ consumer: { name: 'savat-storefront' }, provider: { name: 'savat-api' } }),
  );
  return dir;
}

describe('publishing pacts to a broker', () => {
  it('does nothing without PACT_BROKER_BASE_URL', async () => {
    const calls: string[] = [];
    const result = await publishPacts(
      {},
      {
        fetch: async (url) => {
          calls.push(String(url));
          return new Response(null, { status: 200 });
        },
      },
    );
    expect(result.published).toBe(false);
    expect(calls).toEqual([]);
  });

  it('publishes with the git commit and branch', async () => {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const result = await publishPacts(
      { PACT_BROKER_BASE_URL: 'https://broker.example/', PACT_BROKER_TOKEN: 'secret-token' },
      {
        pactDir: await pactDirWithOnePact(),
        readGit: (args) => (args.includes('--abbrev-ref') ? 'main' : 'abc123'),
        fetch: async (url, init) => {
          requests.push({ url: String(url), init });
          return new Response('{}', { status: 200 });
        },
      },
    );
    expect(result.published).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://broker.example/contracts/publish');
    expect(new Headers(requests[0]!.init?.headers).get('Authorization')).toBe(
      'Bearer secret-token',
    );
    const body = JSON.parse(String(requests[0]!.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      pacticipantName: 'savat-storefront',
      pacticipantVersionNumber: 'abc123',
      branch: 'main',
      contracts: [{ consumerName: 'savat-storefront', providerName: 'savat-api' }],
    });
  });

  it('fails loudly when the broker refuses', async () => {
    const publishing = publishPacts(
      { PACT_BROKER_BASE_URL: 'https://broker.example', GIT_COMMIT: 'abc', GIT_BRANCH: 'main' },
      {
        pactDir: await pactDirWithOnePact(),
        fetch: async () => new Response('denied', { status: 401 }),
      },
    );
    await expect(publishing).rejects.toThrow('401');
  });
});
