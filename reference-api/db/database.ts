import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How PGlite starts Postgres, with 16 MB of shared buffers instead of Postgres's 128 MB: the
 * whole catalogue is a few megabytes, and the buffers are memory the process keeps.
 */
const startOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * A freshly initialised, empty cluster, kept in the temp folder: loading it takes a fraction of
 * the time of initialising a new one, which is most of an in-memory instance's start-up.
 */
async function templatePath(): Promise<string> {
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = await stat(engine);
  return path.join(os.tmpdir(), `savat-pglite-template-${size}-${Math.round(mtimeMs)}.tar`);
}

async function openInMemory(): Promise<PGlite> {
  const template = await templatePath();
  const saved = await readFile(template).catch(() => null);
  if (saved) {
    try {
      return await PGlite.create({ ...startOptions, loadDataDir: new Blob([saved]) });
    } catch {
      // An unreadable template is replaced below.
    }
  }
  const db = await PGlite.create(startOptions);
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = `${template}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, template);
  return db;
}

/** Opens (creating when missing) the database under `dataDir`, or in memory for 'memory://'. */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory://') return openInMemory();
  const dbDir = path.join(dataDir, 'pgdata');
  await mkdir(dbDir, { recursive: true });
  return PGlite.create({ ...startOptions, dataDir: dbDir });
}

/** Applies every `migrations/NNN_*.sql` not applied yet, each in its own transaction, in order. */
export async function migrate(db: PGlite): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
      (r) => r.name,
    ),
  );
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{3}_.*\.sql$/.test(f)).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
