/**
 * The storefront's server process. In production it runs as plain JavaScript built into
 * `<dist>/server/start.js` (`npm start`, or `node dist/server/start.js` after `npm run build`);
 * `--dev` runs it from the sources with Vite's hot reload (`npm run dev`).
 */
import cluster, { type Worker } from 'node:cluster';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker as Thread, workerData } from 'node:worker_threads';
import { readRuntimeConfig } from '../shared/config/runtime.ts';
import { withAccessLog } from './access-log.ts';
import { answerRefusals, withHostRequired } from './client-errors.ts';
import { devEndpointsWarning } from './dev-endpoints.ts';
import { createDocumentRenderer } from './documents.ts';
import { apiAnswers, createHealthChecks } from './health.ts';
import { developmentAssets, readProductionAssets } from './html.ts';
import {
  renderThreadCount,
  renderThreadLimits,
  stopDeadlineMs,
  stopGracefully,
  workerCount,
  workerTuning,
} from './lifecycle.ts';
import { projectRoot, serverDir, serverEntry, clientDir } from './paths.ts';
import { createPwaFiles } from './pwa.ts';
import {
  createRequestHandler,
  productionCaching,
  type MountedApi,
  type StorefrontRenderer,
} from './request-handler.ts';
import { createRenderThreads, serveRenderThread } from './render-threads.ts';
import { createStaticHandler } from './static-files.ts';

interface ReferenceApi extends MountedApi {
  close(): Promise<void> | void;
}

interface ReferenceApiModule {
  createReferenceApi(options: {
    dataDir: string;
    outbox?: boolean;
    publicUrl?: string;
    limits?: { signInCodesPerIpHour?: number };
  }): Promise<ReferenceApi>;
}

const development = process.argv.includes('--dev');
// The operator's word, read before the default below: NODE_ENV=production is a deployment, where
// the reference API keeps no sign-in codes, prints none and has no development endpoints.
const deployment = process.env.NODE_ENV === 'production';
// React and other libraries pick their production code from this when the renderer first loads
// them; without it a production server renders with development checks, at twice the cost.
if (!development) process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const config = readRuntimeConfig(process.env, `http://localhost:${port}`);
const stopWithin = stopDeadlineMs - 1_000;

async function mountReferenceApi(): Promise<ReferenceApi | null> {
  if (config.apiUrl) return null;
  // The reference API is a development and demonstration backend written in TypeScript and never
  // built: loaded through tsx's loader, in this process only (a deployment sets API_URL).
  const { tsImport } = await import('tsx/esm/api');
  const modulePath = pathToFileURL(path.join(projectRoot, 'reference-api/index.ts')).href;
  const { createReferenceApi } = (await tsImport(
    modulePath,
    import.meta.url,
  )) as ReferenceApiModule;
  return createReferenceApi({
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(projectRoot, '.data/reference-api')),
    outbox: !deployment,
    // Media addresses root-relative unless MEDIA_URL names the origin that serves them.
    publicUrl: config.mediaUrl,
    // End-to-end suites sign many shoppers in from one address.
    limits: process.env.SIGNIN_CODES_PER_IP_HOUR
      ? { signInCodesPerIpHour: Number(process.env.SIGNIN_CODES_PER_IP_HOUR) }
      : undefined,
  });
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The mounted reference API also answers on a loopback port of its own, where server renders
 * call it: it keeps answering them while the public port stops taking connections.
 */
async function listenOnLoopback(api: ReferenceApi): Promise<Server> {
  const server = createHttpServer((req, res) => api.handle(req, res));
  // Its only clients are this process's renders, which keep their connections for a few seconds
  // (undici closes one a second before the server's keep-alive says). A thread busy rendering
  // may come back to a connection late: it must not find it closed under it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function createStorefrontHandler(
  api: ReferenceApi | null,
  apiBaseUrl: string,
): Promise<{ handle: Handler; close?: () => Promise<void> }> {
  if (development) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    const handler = createRequestHandler({
      config,
      apiBaseUrl,
      api,
      pwa: await createPwaFiles(null),
      assets: developmentAssets,
      loadRenderer: () => vite.ssrLoadModule(`/${serverEntry}`) as Promise<StorefrontRenderer>,
      transformHtml: (url, html) => vite.transformIndexHtml(url, html),
    });
    return {
      handle: (req, res) => vite.middlewares(req, res, () => handler(req, res)),
      close: () => vite.close(),
    };
  }
  const renderer = await loadProductionRenderer();
  const threads = renderThreads > 0 ? startRenderThreads(renderThreads, apiBaseUrl) : null;
  return {
    handle: createRequestHandler({
      config,
      apiBaseUrl,
      api,
      assets: await readProductionAssets(),
      loadRenderer: async () => renderer,
      renderDocument: threads?.renderDocument,
      serveStatic: createStaticHandler(clientDir),
      pwa: await createPwaFiles(clientDir),
      strictCsp: true,
      ...productionCaching,
    }),
    close: threads ? () => threads.close() : undefined,
  };
}

async function loadProductionRenderer(): Promise<StorefrontRenderer> {
  return (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as StorefrontRenderer;
}

interface RenderThreadData {
  role: 'render';
  apiBaseUrl: string;
}

/** Threads of this process, each running this file (see `renderOnThisThread`). */
function startRenderThreads(count: number, apiBaseUrl: string) {
  return createRenderThreads({
    count,
    start: () =>
      // This very file (the built start.js), which knows it is a render thread by its data.
      new Thread(new URL(import.meta.url), {
        workerData: { role: 'render', apiBaseUrl } satisfies RenderThreadData,
        resourceLimits: renderThreadLimits(process.execArgv),
      }),
  });
}

/** A render thread: renders the documents the server's main thread asks for. */
async function renderOnThisThread({ apiBaseUrl }: RenderThreadData) {
  const renderer = await loadProductionRenderer();
  const pwa = await createPwaFiles(clientDir);
  serveRenderThread(
    parentPort!,
    createDocumentRenderer({
      config,
      apiBaseUrl,
      assets: await readProductionAssets(),
      loadRenderer: async () => renderer,
      pwaHead: (locale) => pwa.head(locale),
      strictCsp: true,
      apiCache: productionCaching.apiCache,
    }),
  );
}

/** One server: the only process, or one of the workers. */
async function serve({ worker }: { worker: boolean }) {
  const api = await mountReferenceApi();
  const apiLoopback = api ? await listenOnLoopback(api) : null;
  const apiBaseUrl = apiLoopback
    ? `http://127.0.0.1:${(apiLoopback.address() as AddressInfo).port}`
    : config.apiUrl;
  const storefront = await createStorefrontHandler(api, apiBaseUrl);
  let stopping = false;
  const health = createHealthChecks({
    checkApi: () => apiAnswers(apiBaseUrl),
    stopping: () => stopping,
  });
  const routed: Handler = (req, res) => {
    health(req, res)
      .then((answered) => answered || storefront.handle(req, res))
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
  };
  const handler = withHostRequired(routed);
  const server = createHttpServer(
    { requireHostHeader: false },
    development ? handler : withAccessLog(handler),
  );
  answerRefusals(server);
  server.listen(port, host, () => {
    if (worker) return;
    console.log(
      `Savat storefront on http://localhost:${port}${api ? ' (reference API at /api)' : ''}`,
    );
    if (api && !deployment) console.warn(devEndpointsWarning(host));
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Whatever happens below, the process is gone before the deadline.
    setTimeout(() => process.exit(1), stopDeadlineMs - 250).unref();
    void stopGracefully(server, { deadlineMs: stopWithin })
      .then(() => apiLoopback && stopGracefully(apiLoopback, { deadlineMs: 250 }))
      .then(() => Promise.allSettled([api?.close(), storefront.close?.()]))
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const workerSettings = workerTuning(process.execArgv, process.env);

/** The primary of N workers sharing the port: starts them, replaces one that dies, stops them. */
function supervise(count: number) {
  cluster.setupPrimary({ execArgv: workerSettings.execArgv });
  const workers = new Set<Worker>();
  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork(workerSettings.env);
    workers.add(worker);
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) {
        console.log(
          `Savat storefront on http://localhost:${port} (${count} worker${count > 1 ? 's' : ''})`,
        );
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(start, 1_000);
  });
  for (let i = 0; i < count; i += 1) start();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopDeadlineMs - 250).unref();
    if (workers.size === 0) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const workers = workerCount(process.env, {
  cores: os.availableParallelism(),
  externalApi: Boolean(config.apiUrl),
  development,
});
const renderThreads = renderThreadCount(process.env, {
  cores: os.availableParallelism(),
  externalApi: Boolean(config.apiUrl),
  development,
});
if (!config.apiUrl && process.env.WORKERS && !development && isMainThread) {
  console.warn('WORKERS is ignored: the reference API mounted here runs in one process.');
}
const threadRole = isMainThread ? null : (workerData as RenderThreadData | null);
if (threadRole?.role === 'render') {
  await renderOnThisThread(threadRole);
} else if (cluster.isPrimary && config.apiUrl && !development) {
  // With the API elsewhere a primary supervises the workers (one or more): it replaces a worker
  // that dies and starts them tuned for serving.
  supervise(workers);
} else {
  await serve({ worker: cluster.isWorker });
}
