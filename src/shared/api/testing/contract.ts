/**
 * The contract as a test oracle: routes and validates requests recorded by the fake fetch with
 * openapi-backend (configured as the reference API is: exact trailing slashes), and hands out
 * the documented examples as answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { parse } from 'yaml';
import type { RecordedRequest } from './fake-fetch';

export const contractPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/openapi.yaml',
);

interface MediaTypeObject {
  examples?: Record<string, { value?: unknown }>;
}
interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
}

export interface Contract {
  /** The operationId the request routes to and the validation errors (empty when valid). */
  check(request: RecordedRequest): { operationId: string | undefined; errors: string[] };
  /** The first documented example answer of an operation for a status (default: its 2xx). */
  example(operationId: string, status?: number): { status: number; body: unknown };
  /** Validation errors of an answer body against the operation's documented answer. */
  checkAnswer(operationId: string, status: number, body: unknown): string[];
}

/**
 * Loads the contract for tests. Quick mode compiles each validator on first use: compiling all
 * of them up front takes seconds per test file. `contract.test.ts` checks the full, strict load.
 */
export async function loadContract(): Promise<Contract> {
  const api = new OpenAPIBackend({
    definition: parse(readFileSync(contractPath, 'utf8')) as Document,
    quick: true,
    strict: true,
    ignoreTrailingSlashes: false,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();

  return {
    check(request) {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const query: Record<string, string | string[]> = {};
      for (const name of new Set(request.query.keys())) {
        const values = request.query.getAll(name);
        query[name] = values.length === 1 && !name.endsWith('[]') ? (values[0] ?? '') : values;
      }
      const shaped = {
        method: request.method,
        path: request.path,
        headers,
        query,
        body: request.body instanceof FormData ? {} : request.body,
      };
      const operation = api.matchOperation(shaped);
      if (!operation) return { operationId: undefined, errors: ['no operation matches'] };
      const result = api.validateRequest(shaped, operation);
      const errors = (result.errors ?? [])
        // A multipart body is checked by the test itself; the validator only knows JSON.
        .filter(
          (error) =>
            !(request.body instanceof FormData && error.instancePath.startsWith('/requestBody')),
        )
        .map((error) => `${error.instancePath} ${error.message ?? error.keyword}`);
      return { operationId: operation.operationId, errors };
    },
    example(operationId, status) {
      const operation = api.getOperation(operationId);
      if (!operation) throw new Error(`No operation ${operationId}`);
      const responses = operation.responses as Record<string, ResponseObject>;
      const code =
        status === undefined
          ? Object.keys(responses).find((key) => key.startsWith('2'))
          : String(status);
      const response = code === undefined ? undefined : responses[code];
      if (!code || !response)
        throw new Error(`${operationId} documents no ${status ?? '2xx'} answer`);
      const examples = response.content?.['application/json']?.examples;
      const first = examples ? Object.values(examples)[0] : undefined;
      return { status: Number(code), body: first?.value };
    },
    checkAnswer(operationId, status, body) {
      const result = api.validateResponse(body, operationId, status);
      return (result.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    },
  };
}
