/**
 * The reference API: a working implementation of openapi/openapi.yaml on an embedded
 * PostgreSQL (PGlite), routed and validated by the contract itself. See README.md.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase } from './db/database.ts';
import { seedDatabase, type SeedData } from './db/seed.ts';
import { defaultLimits, type ApiContext, type ApiLimits } from './domain/context.ts';
import { ApiError } from './domain/errors.ts';
import { advanceFulfilment, settleDuePayments } from './domain/orders.ts';
import { createOutbox, type OutboxMessage } from './domain/outbox.ts';
import { readPhoto } from './domain/profile.ts';
import { randomId } from './domain/secrets.ts';
import { startStatusSms } from './domain/status-sms.ts';
import { createAnswerCache } from './http/cache.ts';
import { handleDevRequest } from './http/dev.ts';
import {
  createApiRouter,
  loadContract,
  registerHandlers,
  requestLocale,
  sendError,
} from './http/router.ts';

export type { OutboxMessage } from './domain/outbox.ts';
export type { SeedData } from './db/seed.ts';

export interface ReferenceApiOptions {
  /** A folder for the database and rendered media, or 'memory://' for tests. */
  dataDir: string;
  /** Dev outbox + console codes; default: NODE_ENV !== 'production'. */
  outbox?: boolean;
  now?: () => Date;
  /** Origin prefixed to media URLs (e.g. https://savat.uz); root-relative URLs when absent. */
  publicUrl?: string;
  /** The catalogue to seed a new data dir with; default: the seed modules in ./seed. */
  seed?: SeedData;
  /** Render the seed's illustrations into the media folder at start; default true. */
  renderImages?: boolean;
  /** How long the payment simulator takes to settle a card charge; default 1500 ms. */
  paymentDelayMs?: number;
  /** Where dev outbox lines (console.log) and server errors (console.error) go by default. */
  log?: (line: string) => void;
  /** Abuse limits; defaults in `defaultLimits`. */
  limits?: Partial<ApiLimits>;
}

export interface ReferenceApi {
  /** Handles /api/** and /__dev/**; anything else answers 404. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  db: PGlite;
  close(): Promise<void>;
  outbox: { lastCode(phone: string): string | undefined; list(): OutboxMessage[] };
  /** Back to a freshly seeded database (provider states, e2e). */
  reset(): Promise<void>;
}

async function defaultSeed(): Promise<SeedData> {
  // Kept out of the static import graph so tests with their own fixture never load the catalogue.
  const modulePath = './seed/index.ts';
  const module = (await import(modulePath)) as { seed: SeedData };
  return module.seed;
}

async function renderSeedImages(seed: SeedData, mediaDir: string): Promise<void> {
  const modulePath = './seed/render-apart.ts';
  const module = (await import(modulePath)) as {
    renderImagesApart(images: SeedData['images'], outDir: string): Promise<void>;
  };
  await module.renderImagesApart(seed.images, mediaDir);
}

/** How often orders due to move on are moved without anyone reading them. */
const fulfilmentSweepMs = 30_000;

const mediaFile = /^[a-z0-9][a-z0-9-]*-(?:160|320|640)\.(avif|webp)$/;
const mediaTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };
const immutable = 'public, max-age=31536000, immutable';
/** A profile photo is a shopper's own: no shared cache, no browser or worker copy to outlive them. */
const personal = 'private, no-store';
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, X-LANG, X-ACCOUNT-TYPE, Idempotency-Key, X-Request-Id',
  'Access-Control-Expose-Headers': 'Retry-After, Location',
};

function decodesAsUtf8(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The request's address, or null when its target cannot be read as one. */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://reference-api.invalid');
  } catch {
    return null;
  }
}

export async function createReferenceApi(options: ReferenceApiOptions): Promise<ReferenceApi> {
  const log = options.log ?? ((line: string) => console.error(line));
  const outbox = createOutbox(
    options.outbox ?? process.env.NODE_ENV !== 'production',
    options.log ?? ((line) => console.log(line)),
  );
  const seed = options.seed ?? (await defaultSeed());
  const mediaDir =
    options.dataDir === 'memory://'
      ? path.join(os.tmpdir(), 'savat-reference-api-media')
      : path.join(options.dataDir, 'media');
  const [opened, api] = await Promise.all([
    openDatabase(options.dataDir),
    loadContract(),
    options.renderImages === false ? Promise.resolve() : renderSeedImages(seed, mediaDir),
  ]);
  registerHandlers(api);

  /** Migrates and seeds what is missing; says whether anything was. */
  const prepare = async (database: PGlite) => {
    const migrated = await migrate(database);
    const seeded = await seedDatabase(database, seed);
    await database.query(
      "INSERT INTO settings (key, value) VALUES ('secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING",
      [randomId() + randomId()],
    );
    const { rows } = await database.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'secret'",
    );
    return { secret: rows[0]!.value, changed: migrated.length > 0 || seeded };
  };
  let db = opened;
  const prepared = await prepare(db);
  // Setting up a new data dir (its cluster, the migrations, the catalogue) grows the engine's
  // memory by hundreds of megabytes, which WebAssembly never gives back: opened again, the
  // database runs in the memory a warm start has.
  if (prepared.changed && options.dataDir !== 'memory://') {
    await db.close();
    db = await openDatabase(options.dataDir);
  }

  const timers = new Set<NodeJS.Timeout>();
  const ctx: ApiContext = {
    db,
    now: options.now ?? (() => new Date()),
    outbox,
    secret: prepared.secret,
    publicUrl: (options.publicUrl ?? '').replace(/\/$/, ''),
    paymentDelayMs: options.paymentDelayMs ?? 1500,
    limits: { ...defaultLimits, ...options.limits },
    schedulePaymentSettlement(delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        settleDuePayments(ctx).catch((error: unknown) =>
          log(`payment settlement failed: ${String(error)}`),
        );
      }, delayMs + 10);
      timer.unref();
      timers.add(timer);
    },
  };
  // Shoppers are told by SMS of their orders' steps (only where the outbox keeps messages: the
  // reference API has no SMS gateway).
  const stopStatusSms = outbox.enabled ? await startStatusSms(ctx) : null;
  // Orders move on by the clock even when nobody reads them, so their SMS go out on time.
  let resetting = false;
  const sweep = setInterval(() => {
    if (resetting) return;
    settleDuePayments(ctx)
      .then(() => advanceFulfilment(ctx))
      .catch((error: unknown) => log(`order fulfilment failed: ${String(error)}`));
  }, fulfilmentSweepMs);
  sweep.unref();
  const cache = createAnswerCache();
  const handleApi = createApiRouter(api, ctx, cache, log);

  const serveMedia = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new ApiError(405, 'method_not_allowed');
    let content: Buffer | null = null;
    let type = 'image/webp';
    const isPhoto = file.startsWith('photo-');
    if (isPhoto) {
      content = await readPhoto(ctx, file);
    } else {
      const match = mediaFile.exec(file);
      if (match) {
        type = mediaTypes[match[1]!]!;
        content = await readFile(path.join(mediaDir, file)).catch(() => null);
      }
    }
    if (!content) throw new ApiError(404, 'not_found');
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': String(content.length),
      'Cache-Control': isPhoto ? personal : immutable,
    });
    res.end(req.method === 'HEAD' ? undefined : content);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req);
    if (!url) {
      // A host or port that cannot be one (`http://[::1/`, `//api:99999/`) names no resource.
      req.resume();
      res.setHeader('X-Content-Type-Options', 'nosniff');
      sendError(res, new ApiError(400, 'malformed_request'), requestLocale(req));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      // Every answer is what its Content-Type says: a browser never guesses another type.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!decodesAsUtf8(url.pathname)) {
        // No resource can be named by a path that is not percent-encoded UTF-8.
        req.resume();
        sendError(res, new ApiError(400, 'malformed_request'), requestLocale(req));
        return;
      }
    }
    if (url.pathname.startsWith('/api/media/')) {
      serveMedia(req, res, decodeURIComponent(url.pathname.slice('/api/media/'.length))).catch(
        (error: unknown) =>
          sendError(
            res,
            error instanceof ApiError ? error : new ApiError(500, 'internal_error'),
            requestLocale(req),
          ),
      );
      return;
    }
    if (handleDevRequest(ctx, req, res, url)) return;
    if (url.pathname.startsWith('/api/')) {
      // A storefront on another origin (API_URL) may call it from the browser: bearer tokens,
      // no cookies, so any origin is fine.
      for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      if (req.method === 'OPTIONS') {
        req.resume();
        res.writeHead(204, { 'Access-Control-Max-Age': '600' });
        res.end();
        return;
      }
      void handleApi(req, res, url);
      return;
    }
    req.resume();
    sendError(res, new ApiError(404, 'not_found'), requestLocale(req));
  };

  return {
    handle,
    db,
    outbox: { lastCode: (phone) => outbox.lastCode(phone), list: () => outbox.list() },
    async close() {
      clearInterval(sweep);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      await stopStatusSms?.();
      await db.close();
    },
    async reset() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      resetting = true;
      try {
        await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        cache.clear();
        ctx.secret = (await prepare(db)).secret;
      } finally {
        resetting = false;
      }
      outbox.clear();
    },
  };
}
