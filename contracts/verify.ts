/**
 * Verifies a running API against the storefront pacts:
 *
 *   npx tsx contracts/verify.ts --provider-base-url http://localhost:8080 \
 *     [--provider-states-setup-url http://localhost:8080/_pact/state] [--pact FILE_OR_URL]
 *
 * Before each interaction the setup URL receives `POST {"state": "<sentence>", "action": "setup"}`
 * (the sentences are in contracts/README.md) and seeds its data; when the state has a signed-in
 * customer it answers `{"token": "<bearer token>"}` and that token replaces the placeholder
 * token of the pact on the request. Exits non-zero when any interaction fails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { pactFile, providerName } from './support/pact';

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
}

async function setUpState(setupUrl: string, state: string): Promise<string | null> {
  const response = await fetch(setupUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, action: 'setup' }),
  });
  if (!response.ok) throw new Error(`State "${state}": the setup URL answered ${response.status}`);
  const text = await response.text();
  if (!text) return null;
  const answer = JSON.parse(text) as { token?: unknown };
  return typeof answer.token === 'string' ? answer.token : null;
}

export async function verifyProvider(options: {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  pactUrls?: string[];
  stateSentences: readonly string[];
}): Promise<void> {
  let token: string | null = null;
  const setupUrl = options.providerStatesSetupUrl;
  const stateHandlers = Object.fromEntries(
    options.stateSentences.map((sentence) => [
      sentence,
      async (_parameters: unknown) => {
        token = setupUrl ? await setUpState(setupUrl, sentence) : null;
        return undefined;
      },
    ]),
  );
  await new Verifier({
    provider: providerName,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.pactUrls ?? [pactFile],
    stateHandlers,
    requestFilter: (request: ProxiedRequest, _response: unknown, next: () => void) => {
      if (token) request.headers.authorization = `Bearer ${token}`;
      next();
    },
    logLevel: 'warn',
  }).verifyProvider();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'provider-base-url': { type: 'string' },
      'provider-states-setup-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
    },
  });
  const providerBaseUrl = values['provider-base-url'];
  if (!providerBaseUrl) {
    console.error(
      'Usage: tsx contracts/verify.ts --provider-base-url URL [--provider-states-setup-url URL] [--pact FILE]',
    );
    process.exit(2);
  }
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const { states } = await import('./states');
  verifyProvider({
    providerBaseUrl,
    providerStatesSetupUrl: values['provider-states-setup-url'],
    pactUrls: values.pact,
    stateSentences: Object.values(states),
  })
    .then(() => console.log('Every interaction of the storefront pact passed.'))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message.slice(0, 4000) : error);
      process.exitCode = 1;
    });
}
