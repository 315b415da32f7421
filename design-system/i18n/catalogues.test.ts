import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';
import uz from './uz.json';

const designSystemRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `id: 'ds.…'` declared in design-system code, with its English default message. */
function declaredMessages(): Map<string, string | undefined> {
  const declared = new Map<string, string | undefined>();
  const pattern =
    /id:\s*['"](ds\.[\w.-]+)['"](?:,\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"))?/g;
  for (const file of sourceFiles(designSystemRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      declared.set(match[1] as string, match[2] ?? match[3]);
    }
  }
  return declared;
}

const catalogues = { uz, ru, en } as Record<string, Record<string, string>>;
const declared = declaredMessages();

describe('design-system message catalogues', () => {
  it('finds declared messages in the code', () => {
    expect(declared.size).toBeGreaterThan(0);
  });

  it.each(Object.keys(catalogues))('%s has every declared id', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    const missing = [...declared.keys()].filter((id) => !(id in catalogue)).sort();
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no id that the code does not declare', (locale) => {
    const extra = Object.keys(catalogues[locale] ?? {}).filter((id) => !declared.has(id));
    expect(extra.sort()).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no empty message', (locale) => {
    for (const [id, message] of Object.entries(catalogues[locale] ?? {})) {
      expect(message.trim(), id).not.toBe('');
    }
  });

  it('keeps the English catalogue equal to the default messages in code', () => {
    for (const [id, defaultMessage] of declared) {
      if (defaultMessage !== undefined && !defaultMessage.includes('\\')) {
        expect(en[id as keyof typeof en], id).toBe(defaultMessage);
      }
    }
  });

  it('writes Uzbek oʻ and gʻ with U+02BB, never an apostrophe or a quote', () => {
    for (const [id, message] of Object.entries(uz)) {
      expect(message, id).not.toMatch(/[oOgG]['‘’`ʼ]/);
    }
  });
});
