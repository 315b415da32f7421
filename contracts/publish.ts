/**
 * Publishes the generated pacts to a Pact Broker, versioned by the git commit and branch:
 *
 *   PACT_BROKER_BASE_URL=https://broker.example PACT_BROKER_TOKEN=… npx tsx contracts/publish.ts
 *
 * Without PACT_BROKER_BASE_URL it does nothing (and says so), so CI can always run it.
 * Auth: PACT_BROKER_TOKEN (bearer) or PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD (basic).
 * Version and branch: GIT_COMMIT / GIT_BRANCH when set, otherwise read from git.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PublishEnvironment {
  [name: string]: string | undefined;
}

export interface PublishResult {
  published: boolean;
  message: string;
}

interface PactFile {
  consumer: { name: string };
  provider: { name: string };
}

const defaultPactDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pacts');

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function authHeader(env: PublishEnvironment): Record<string, string> {
  if (env.PACT_BROKER_TOKEN) return { Authorization: `Bearer ${env.PACT_BROKER_TOKEN}` };
  if (env.PACT_BROKER_USERNAME) {
    const basic = Buffer.from(
      `${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD ?? ''}`,
    ).toString('base64');
    return { Authorization: `Basic ${basic}` };
  }
  return {};
}

export async function publishPacts(
  env: PublishEnvironment = process.env,
  options: { pactDir?: string; fetch?: typeof fetch; readGit?: (args: string[]) => string } = {},
): Promise<PublishResult> {
  const baseUrl = env.PACT_BROKER_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl) {
    return { published: false, message: 'PACT_BROKER_BASE_URL is not set: nothing published.' };
  }
  const pactDir = options.pactDir ?? defaultPactDir;
  const readGit = options.readGit ?? git;
  const files = (await readdir(pactDir)).filter((file) => file.endsWith('.json'));
  if (files.length === 0)
    throw new Error(`No pact files in ${pactDir}: run npm run test:contracts`);

  const version = env.GIT_COMMIT || readGit(['rev-parse', 'HEAD']);
  const branch = env.GIT_BRANCH || readGit(['rev-parse', '--abbrev-ref', 'HEAD']);
  const contracts = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(pactDir, file), 'utf8');
      const pact = JSON.parse(content) as PactFile;
      return {
        consumerName: pact.consumer.name,
        providerName: pact.provider.name,
        specification: 'pact',
        contentType: 'application/json',
        content: Buffer.from(content).toString('base64'),
      };
    }),
  );
  const consumers = new Set(contracts.map((contract) => contract.consumerName));
  if (consumers.size !== 1) throw new Error('Every pact in one publication has one consumer');

  const response = await (options.fetch ?? fetch)(`${baseUrl}/contracts/publish`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/hal+json',
      ...authHeader(env),
    },
    body: JSON.stringify({
      pacticipantName: contracts[0]!.consumerName,
      pacticipantVersionNumber: version,
      branch,
      ...(env.BUILD_URL ? { buildUrl: env.BUILD_URL } : {}),
      contracts,
    }),
  });
  if (!response.ok) {
    throw new Error(`The Pact Broker answered ${response.status}: ${await response.text()}`);
  }
  return {
    published: true,
    message: `Published ${files.length} pact(s) as version ${version} on branch ${branch}.`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  publishPacts()
    .then((result) => console.log(result.message))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
