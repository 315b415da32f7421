// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SwaggerMockValidatorFactory,
  type ValidationOutcome,
} from '@pactflow/swagger-mock-validator';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { listClientOperations, matchesTemplate } from '../support/client-operations';
import { pactFile } from '../support/pact';

const specFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'openapi',
  'openapi.yaml',
);

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: unknown } };
}
interface PactDocument {
  interactions: PactInteraction[];
}

function describeOutcome(outcome: ValidationOutcome): string {
  return outcome.errors
    .map(
      (error) =>
        `${error.code} in "${error.mockDetails?.interactionDescription}": ${error.message}`,
    )
    .join('\n');
}

async function validate(mockPath: string): Promise<ValidationOutcome> {
  return SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: specFile,
    mockPathOrUrl: mockPath,
  });
}

let pact: PactDocument;
beforeAll(async () => {
  expect(existsSync(pactFile), 'run the consumer contract tests first').toBe(true);
  pact = JSON.parse(await readFile(pactFile, 'utf8')) as PactDocument;
});

describe('the storefront pact', () => {
  it('has a successful interaction for every operation the storefront calls', async () => {
    const operations = await listClientOperations();
    const spec = parse(await readFile(specFile, 'utf8')) as { paths: Record<string, unknown> };
    // Guards the enumeration itself: every call found is a path of the contract.
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const operation of operations) expect(Object.keys(spec.paths)).toContain(operation.path);

    const uncovered = operations.filter(
      (operation) =>
        !pact.interactions.some(
          (interaction) =>
            interaction.request.method === operation.method &&
            matchesTemplate(operation.path, interaction.request.path) &&
            interaction.response.status < 300,
        ),
    );
    expect(
      uncovered.map((operation) => `${operation.method} ${operation.path} (${operation.file})`),
    ).toEqual([]);
  });

  it('agrees with openapi/openapi.yaml', async () => {
    const outcome = await validate(pactFile);
    expect(outcome.success, describeOutcome(outcome)).toBe(true);
  });

  it('would catch a renamed field and an undocumented status', async () => {
    const broken = structuredClone(pact);
    const user = broken.interactions.find(
      (interaction) => interaction.description === 'a request to get the signed-in user',
    );
    const order = broken.interactions.find(
      (interaction) => interaction.description === 'a request to place a pickup order paid in cash',
    );
    if (!user?.response.body || !order) throw new Error('the pact lost the interactions to break');
    const body = user.response.body.content as Record<string, unknown>;
    body.phone_number = body.phone;
    delete body.phone;
    order.response.status = 200;
    const copy = path.join(await mkdtemp(path.join(os.tmpdir(), 'savat-pact-')), 'broken.json');
    await writeFile(copy, JSON.stringify(broken));

    const outcome = await validate(copy);
    expect(outcome.success).toBe(false);
    const found = outcome.errors.map((error) => ({
      code: error.code,
      interaction: error.mockDetails?.interactionDescription,
    }));
    expect(found).toContainEqual({
      code: 'response.body.incompatible',
      interaction: 'a request to get the signed-in user',
    });
    expect(found).toContainEqual({
      code: 'response.status.unknown',
      interaction: 'a request to place a pickup order paid in cash',
    });
  });
});
