import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (creating when missing) the database under `dataDir`, or in memory for 'memory://'. */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory://') return PGlite.create({ extensions: { pg_trgm } });
  const dbDir = path.join(dataDir, 'pgdata');
  await mkdir(dbDir, { recursive: true });
  return PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
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
