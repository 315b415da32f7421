import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Context } from 'openapi-backend';
import { authenticate } from '../domain/auth.ts';
import { pickLocale, pickUserType, type ApiContext } from '../domain/context.ts';
import {
  ApiError,
  errorBody,
  fieldErrorCodes,
  type FieldErrorCode,
  type FieldProblem,
} from '../domain/errors.ts';
import { JSON_BODY_LIMIT, parseJsonBody, readBody } from './body.ts';
import { answerKey, cacheableOperations, type AnswerCache } from './cache.ts';
import { operations, type Call, type Reply } from './operations.ts';

export const definitionPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../openapi/openapi.yaml',
);

/**
 * Validation errors kept from one run of a validator. Every broken field is reported (allErrors),
 * so a 200 KB body of empty objects yields hundreds of thousands of errors, and openapi-backend
 * passes a validator's errors on as the arguments of one call, which overflows the stack past
 * about 120 000. The first thousand tell any client what to fix.
 */
export const VALIDATION_ERRORS_LIMIT = 1000;

/** Makes every validator the instance compiles report at most VALIDATION_ERRORS_LIMIT errors. */
function withErrorsCapped(ajv: Ajv): Ajv {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: Parameters<Ajv['compile']>[0], meta?: boolean) => {
    const validate = compile(schema, meta);
    const capped = Object.assign(
      (data: unknown) => {
        const valid = validate(data);
        capped.errors = validate.errors?.slice(0, VALIDATION_ERRORS_LIMIT) ?? validate.errors;
        return valid;
      },
      { schema: validate.schema, schemaEnv: validate.schemaEnv },
    ) as ValidateFunction;
    return capped;
  }) as Ajv['compile'];
  return ajv;
}

/** An OpenAPIBackend for the contract, with the formats the contract uses. */
export async function loadContract(): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: definitionPath,
    strict: false,
    // Validators are compiled on first use: a cold start takes about a second, not twenty.
    quick: true,
    validate: true,
    coerceTypes: true,
    // Every broken field is reported at once, not only the first.
    ajvOpts: { allErrors: true },
    ignoreTrailingSlashes: false,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return withErrorsCapped(ajv);
    },
  });
  await api.init();
  return api;
}

const keywordCodes: Record<string, FieldErrorCode> = {
  required: 'required',
  minLength: 'too_short',
  minItems: 'too_short',
  maxLength: 'too_long',
  maxItems: 'too_long',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  additionalProperties: 'not_allowed',
};

const locations = ['requestBody', 'query', 'params', 'path', 'headers', 'header'];

/** Turns the validator's errors into the contract's field errors (`cart_data.2.quantity`). */
export function fieldProblems(errors: ErrorObject[]): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    // Branch errors inside anyOf/oneOf are summed up by the anyOf/oneOf error itself.
    if (/\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath)) continue;
    const segments = error.instancePath.split('/').filter(Boolean);
    if (locations.includes(segments[0] ?? '')) segments.shift();
    if (error.keyword === 'required') {
      segments.push(String((error.params as { missingProperty: string }).missingProperty));
    }
    // An unknown parameter or property is named, as a missing one is.
    if (error.keyword === 'additionalProperties') {
      segments.push(String((error.params as { additionalProperty: string }).additionalProperty));
    }
    const field = segments.join('.');
    const code = keywordCodes[error.keyword] ?? 'invalid';
    const key = `${field} ${code}`;
    if (seen.has(key) || !(fieldErrorCodes as readonly string[]).includes(code)) continue;
    seen.add(key);
    problems.push({ field, code });
  }
  // An integer past the contract's maximum also breaks its int32 format: the range says more.
  const ranged = new Set(
    problems
      .filter((problem) => problem.code === 'too_large' || problem.code === 'too_small')
      .map((problem) => problem.field),
  );
  const formatOnly = new Set(
    errors
      .filter((error) => error.keyword === 'format')
      .map((error) => fieldOf(error).join('.'))
      .filter((field) => ranged.has(field)),
  );
  return problems.filter(
    (problem) => !(problem.code === 'invalid' && formatOnly.has(problem.field)),
  );
}

function fieldOf(error: ErrorObject): string[] {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (locations.includes(segments[0] ?? '')) segments.shift();
  return segments;
}

/** The contract names some bad inputs with their own codes rather than validation_failed. */
function validationError(operationId: string | undefined, errors: ErrorObject[]): ApiError {
  const bodyNotObject = errors.some(
    (error) => error.instancePath === '/requestBody' && error.keyword === 'type',
  );
  if (bodyNotObject) return new ApiError(400, 'malformed_request');
  const fields = fieldProblems(errors);
  const touches = (name: string) => fields.some((field) => field.field === name);
  if ((operationId === 'sendOtp' || operationId === 'verifyOtp') && touches('phone')) {
    return new ApiError(422, 'invalid_phone', { fields: [{ field: 'phone', code: 'invalid' }] });
  }
  if (operationId === 'verifyOtp' && touches('otp')) return new ApiError(422, 'invalid_code');
  if (operationId === 'createCard' && touches('number')) {
    return new ApiError(422, 'invalid_card_number', {
      fields: [{ field: 'number', code: 'invalid' }],
    });
  }
  return new ApiError(422, 'validation_failed', { fields });
}

/**
 * The query as an object without a prototype: a parameter named `__proto__` is a key like any
 * other (and refused as unknown), never the object's prototype.
 */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = key.endsWith('[]') || values.length > 1 ? values : values[0]!;
  }
  return query;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The language a request's answers are in: its `X-LANG`, Uzbek by default. */
export function requestLocale(req: IncomingMessage): ReturnType<typeof pickLocale> {
  return pickLocale(headerValue(req.headers['x-lang']));
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(body !== undefined && { 'Content-Type': 'application/json; charset=utf-8' }),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendError(
  res: ServerResponse,
  error: ApiError,
  lang: ReturnType<typeof pickLocale>,
) {
  const headers: Record<string, string> = {};
  if (error.extras.retryAfter !== undefined)
    headers['Retry-After'] = String(error.extras.retryAfter);
  sendJson(res, error.status, errorBody(error, lang), headers);
}

/**
 * Routes one /api request by the contract: finds the operation, checks the bearer token of
 * protected operations, validates the request against openapi.yaml, runs the operation and
 * writes its answer. Every failure is answered with the contract's Error body.
 */
export function createApiRouter(
  api: OpenAPIBackend,
  ctx: ApiContext,
  cache: AnswerCache,
  log: (line: string) => void,
) {
  const dispatch = async (c: Context, call: Omit<Call, 'c'>): Promise<Reply> => {
    const operationId = c.operation.operationId!;
    const operation = operations[operationId];
    if (!operation) throw new ApiError(404, 'not_found');
    if (!cacheableOperations.has(operationId)) return operation({ ...call, c });
    const key = answerKey(c.operation, call, c.request);
    return cache.get(ctx, key, () => operation({ ...call, c }));
  };

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const lang = requestLocale(req);
    try {
      // HEAD is GET without the body (Node's response leaves the body out of a HEAD answer).
      const method = req.method === 'HEAD' ? 'get' : (req.method ?? 'GET').toLowerCase();
      const operation = api.matchOperation({ method, path: url.pathname, headers: {} });
      if (!operation) {
        const pathExists = ['get', 'post', 'put', 'delete', 'patch'].some((other) =>
          api.matchOperation({ method: other, path: url.pathname, headers: {} }),
        );
        req.resume();
        if (pathExists) throw new ApiError(405, 'method_not_allowed');
        throw new ApiError(404, 'not_found');
      }
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const userId = isPublic ? null : await authenticate(ctx, req.headers.authorization);
      const multipart = operation.operationId === 'uploadProfilePhoto';
      // A GET (or HEAD) body has no meaning in HTTP and no read in the contract takes one: it is
      // drained unread, so it never reaches an operation nor takes a slot of the answer cache.
      const bodiless = method === 'get';
      if (bodiless) req.resume();
      const body =
        multipart || bodiless
          ? undefined
          : parseJsonBody(await readBody(req, JSON_BODY_LIMIT), req.headers['content-type']);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        const single = headerValue(value);
        if (single !== undefined) headers[name] = single;
      }
      if (multipart) delete headers['content-type'];
      const base = {
        ctx,
        req,
        lang,
        userType: pickUserType(headers['x-account-type']),
        userId,
        ip: req.socket.remoteAddress ?? 'unknown',
      };
      const reply = (await api.handleRequest(
        {
          method,
          path: url.pathname,
          query: queryObject(url.searchParams),
          headers,
          body: multipart ? { photo: '' } : body,
        },
        {
          base,
          dispatch,
        },
      )) as Reply;
      sendJson(res, reply.status, reply.body, reply.headers);
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(res, error, lang);
        return;
      }
      log(
        `reference-api: ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`,
      );
      sendError(res, new ApiError(500, 'internal_error'), lang);
    }
  };
}

type Extra = {
  base: Omit<Call, 'c'>;
  dispatch: (c: Context, call: Omit<Call, 'c'>) => Promise<Reply>;
};

/** Registers the operation dispatcher and the validation-failure handler on the contract. */
export function registerHandlers(api: OpenAPIBackend) {
  const handlers: Record<string, (c: Context, extra: Extra) => Promise<Reply>> = {};
  for (const operation of api.getOperations()) {
    if (operation.operationId) {
      handlers[operation.operationId] = (c, extra) => extra.dispatch(c, extra.base);
    }
  }
  // Bearer tokens are checked before validation (see createApiRouter), so a request that
  // reaches the router's own security step has already been let in.
  api.registerSecurityHandler('bearerAuth', () => true);
  api.register({
    ...handlers,
    validationFail: async (c: Context) => {
      throw validationError(c.operation?.operationId, (c.validation.errors ?? []) as ErrorObject[]);
    },
    notFound: async () => {
      throw new ApiError(404, 'not_found');
    },
    methodNotAllowed: async () => {
      throw new ApiError(405, 'method_not_allowed');
    },
    notImplemented: async () => {
      throw new ApiError(404, 'not_found');
    },
  });
}
