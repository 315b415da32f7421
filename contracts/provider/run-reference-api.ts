import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReferenceApi, type ReferenceApi } from '../../reference-api/index.ts';
import { fixture } from '../../reference-api/test/fixture.ts';

export interface RunningReferenceApi {
  api: ReferenceApi;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The reference API on an ephemeral loopback port, with an in-memory database seeded from the
 * small test catalogue (its slugs and product ids are the ones the provider states name).
 */
export async function startReferenceApi(): Promise<RunningReferenceApi> {
  const api = await createReferenceApi({
    dataDir: 'memory://',
    seed: fixture,
    outbox: true,
    renderImages: false,
    paymentDelayMs: 60_000,
    log: () => {},
  });
  const server: Server = createServer((req, res) => api.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
