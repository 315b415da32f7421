import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';

const root = path.resolve(import.meta.dirname, '../../..');

function extractedMessages(): Record<string, string> {
  const outFile = path.join(mkdtempSync(path.join(tmpdir(), 'savat-i18n-')), 'extracted.json');
  execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      outFile,
      '--throws',
    ],
    { cwd: root, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, string>;
}

const catalogues = { uz, ru, en } as Record<string, Record<string, string>>;

describe('message catalogues', () => {
  const extracted = extractedMessages();
  const declared = Object.keys(extracted).sort();

  it('declares messages in code', () => {
    expect(declared.length).toBeGreaterThan(20);
  });

  it.each(['uz', 'ru', 'en'])('%s has every declared message and nothing else', (locale) => {
    const keys = Object.keys(catalogues[locale] ?? {}).sort();
    expect({
      missing: declared.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !declared.includes(k)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('has no empty translations', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(messages)) {
        expect(text.trim(), `${locale}:${id}`).not.toBe('');
      }
    }
  });

  it('English matches the default messages declared in code', () => {
    expect(en).toEqual(extracted);
  });

  it('writes oʻ and gʻ with U+02BB in Uzbek', () => {
    for (const [id, text] of Object.entries(uz)) {
      expect(text, id).not.toMatch(/[OoGg]['‘’`ʼ]/);
    }
  });

  it('design-system catalogues, when present, cover the same keys in every language', () => {
    const dir = path.join(root, 'design-system/i18n');
    if (!existsSync(dir)) return;
    const files = readdirSync(dir).filter((file) => /^(uz|ru|en)\.json$/.test(file));
    const keySets = files.map((file) =>
      Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).sort(),
    );
    for (const keys of keySets) expect(keys).toEqual(keySets[0]);
  });
});
