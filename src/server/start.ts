import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import { readRuntimeConfig } from '../shared/config/runtime.ts';
import { buildStorefront, isBuildFresh } from './build.ts';
import { developmentAssets, readProductionAssets } from './html.ts';
import { projectRoot, serverDir, serverEntry, clientDir } from './paths.ts';
import { createPwaFiles } from './pwa.ts';
import {
  createRequestHandler,
  productionCaching,
  type MountedApi,
  type StorefrontRenderer,
} from './request-handler.ts';
import { devEndpointsWarning } from './dev-endpoints.ts';
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
// Without API_URL the reference API answers on this server, so the renderer calls it on loopback.
const apiBaseUrl = config.apiUrl || `http://127.0.0.1:${port}`;

async function mountReferenceApi(): Promise<ReferenceApi | null> {
  if (config.apiUrl) return null;
  // Imported by path: the reference API is a development and test server, never bundled.
  const modulePath = path.join(projectRoot, 'reference-api/index.ts');
  const { createReferenceApi } = (await import(modulePath)) as ReferenceApiModule;
  return createReferenceApi({
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(projectRoot, '.data/reference-api')),
    outbox: !deployment,
    publicUrl: config.publicUrl,
    // End-to-end suites sign many shoppers in from one address.
    limits: process.env.SIGNIN_CODES_PER_IP_HOUR
      ? { signInCodesPerIpHour: Number(process.env.SIGNIN_CODES_PER_IP_HOUR) }
      : undefined,
  });
}

async function main() {
  const api = await mountReferenceApi();
  let handle: (req: IncomingMessage, res: ServerResponse) => void;
  let closeDev: (() => Promise<void>) | null = null;

  if (development) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    closeDev = () => vite.close();
    const handler = createRequestHandler({
      config,
      apiBaseUrl,
      api,
      pwa: await createPwaFiles(null),
      assets: developmentAssets,
      loadRenderer: () => vite.ssrLoadModule(`/${serverEntry}`) as Promise<StorefrontRenderer>,
      transformHtml: (url, html) => vite.transformIndexHtml(url, html),
    });
    handle = (req, res) => vite.middlewares(req, res, () => handler(req, res));
  } else {
    // `--no-build` serves dist/ as it is (a second server next to one that just built it).
    if (!process.argv.includes('--no-build') && !(await isBuildFresh())) {
      console.log('Building the storefront…');
      await buildStorefront();
    }
    const renderer = (await import(path.join(serverDir, 'entry-server.js'))) as StorefrontRenderer;
    handle = createRequestHandler({
      config,
      apiBaseUrl,
      api,
      assets: await readProductionAssets(),
      loadRenderer: async () => renderer,
      serveStatic: createStaticHandler(clientDir),
      pwa: await createPwaFiles(clientDir),
      strictCsp: true,
      ...productionCaching,
    });
  }

  const server = createHttpServer(handle);
  server.listen(port, host, () => {
    console.log(
      `Savat storefront on http://localhost:${port}${api ? ' (reference API at /api)' : ''}`,
    );
    if (api && !deployment) console.warn(devEndpointsWarning(host));
  });

  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    void Promise.allSettled([api?.close(), closeDev?.()]).then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
