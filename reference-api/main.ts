/** Runs the reference API alone: PORT (3100) and DATA_DIR (.data/reference-api). */
import { createServer } from 'node:http';
import { createReferenceApi } from './index.ts';

const port = Number(process.env.PORT ?? 3100);
const dataDir = process.env.DATA_DIR ?? '.data/reference-api';

const api = await createReferenceApi({ dataDir, publicUrl: process.env.PUBLIC_URL });
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
