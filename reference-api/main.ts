/** Runs the reference API alone: PORT (3100) and DATA_DIR (.data/reference-api). */
import { createServer } from 'node:http';
import { createReferenceApi } from './index.ts';

const port = Number(process.env.PORT ?? 3100);
const dataDir = process.env.DATA_DIR ?? '.data/reference-api';

// Media addresses are root-relative unless MEDIA_URL names the origin browsers reach them at (for a
// storefront on another origin: the address its API_URL gives).
const api = await createReferenceApi({ dataDir, publicUrl: process.env.MEDIA_URL?.trim() });
const server = createServer((req, res) => api.handle(req, res));
server.listen(port, () => {
  console.log(`Reference API on http://localhost:${port}/api (data in ${dataDir})`);
});

const stop = () => {
  server.close(() => {
    void api.close().then(() => process.exit(0));
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
