import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  continueChecksum,
  createGzipTemplate,
  fillTemplate,
  filledLength,
  gzipTemplate,
  overZeros,
} from './gzip-template.ts';

function roundTrip(parts: string[], filler: string) {
  const template = createGzipTemplate(parts, { holeLength: Buffer.byteLength(filler) });
  const plain = fillTemplate(template, filler);
  expect(plain.toString()).toBe(parts.join(filler));
  expect(filledLength(template)).toBe(plain.length);
  return gunzipSync(gzipTemplate(template, filler)).toString();
}

describe('a checksum carried over a part', () => {
  it('is the CRC-32 of both together, from the part’s own CRC-32 and length alone', () => {
    for (const [firstLength, length] of [
      [0, 1],
      [5, 7],
      [100, 65_536],
      [3, 166_568],
      [1, 0],
    ] as const) {
      const first = randomBytes(firstLength);
      const part = randomBytes(length);
      expect(continueChecksum(crc32(first), crc32(part), overZeros(length))).toBe(
        crc32(Buffer.concat([first, part])),
      );
    }
  });
});

describe('gzip template', () => {
  it('decompresses to the document with each response’s filler in every hole', () => {
    const parts = [
      '<!doctype html><head><meta property="csp-nonce" nonce="',
      '"><link rel="modulepreload" nonce="',
      '" href="/a.js"></head><body>',
      `${'<li>Сүт 3,2% — oʻzbekcha matn</li>'.repeat(5_000)}<script nonce="`,
      '" src="/e.js"></script></body></html>',
    ];
    for (const nonce of ['AbC+/12345678901234567==', randomBytes(16).toString('base64')]) {
      expect(roundTrip(parts, nonce)).toBe(parts.join(nonce));
    }
  });

  it('handles a document without holes, empty parts and holes side by side', () => {
    expect(roundTrip(['only text'], 'x')).toBe('only text');
    expect(roundTrip(['', 'a', '', '', 'b', ''], 'N')).toBe('NaNNNbN');
  });

  it('compresses a large page well', () => {
    const body = Array.from({ length: 2_000 }, (_, index) => `<a href="/p/${index}">${index}</a>`);
    const parts = ['<head nonce="', `">${body.join('')}</html>`];
    const template = createGzipTemplate(parts, { holeLength: 24 });
    const plain = fillTemplate(template, 'n'.repeat(24));
    expect(gzipTemplate(template, 'n'.repeat(24)).length).toBeLessThan(plain.length / 4);
  });

  it('lets many small parts refer back to one another across the holes', () => {
    const tag = '<link rel="modulepreload" href="/assets/chunk-with-a-long-name.js" nonce="';
    const parts = Array.from({ length: 50 }, () => tag);
    const template = createGzipTemplate(parts, { holeLength: 24 });
    const nonce = randomBytes(16).toString('base64');
    const gzipped = gzipTemplate(template, nonce);
    expect(gunzipSync(gzipped).toString()).toBe(parts.join(nonce));
    // Every run after the first is a short back reference, every hole its 24 bytes plus 5.
    expect(gzipped.length).toBeLessThan(50 * (24 + 5) + 50 * 12 + tag.length);
  });

  it('stays correct when the text holds NUL bytes, and refuses a filler of another length', () => {
    const parts = ['a\0\0\0\0b', '\0\0\0\0\0c'];
    expect(roundTrip(parts, '\0\0\0\0')).toBe(parts.join('\0\0\0\0'));
    const template = createGzipTemplate(['x', 'y'], { holeLength: 4 });
    expect(() => gzipTemplate(template, 'five!')).toThrow(RangeError);
  });

  it('keeps only the deflated runs once it answered gzip, and still answers both ways', () => {
    const parts = [
      '<!doctype html><head><script nonce="',
      '"></script></head><body>',
      '',
      `${'<li>Сүт 3,2% — oʻzbekcha matn</li>'.repeat(3_000)}<script nonce="`,
      '"></script></body></html>',
    ];
    const template = createGzipTemplate(parts, { holeLength: 24 });
    const whole = Buffer.byteLength(parts.join(''));
    const held = () =>
      [...template.parts, ...(template.deflated ?? [])].reduce((sum, run) => sum + run.length, 0);
    expect(held()).toBe(whole);
    gzipTemplate(template, 'n'.repeat(24));
    expect(template.parts).toEqual([]);
    expect(held()).toBeLessThan(whole / 20);
    for (const nonce of ['AbC+/12345678901234567==', randomBytes(16).toString('base64')]) {
      expect(gunzipSync(gzipTemplate(template, nonce)).toString()).toBe(parts.join(nonce));
      expect(fillTemplate(template, nonce).toString()).toBe(parts.join(nonce));
    }
    expect(filledLength(template)).toBe(whole + 4 * 24);
  });

  it('keeps a cached page’s runs in one buffer of exactly their size', () => {
    // Small runs copied one by one would each be a slice of Node's shared 8 KB pool, and a page
    // of small runs would keep whole pool blocks alive (with whatever else was put in them).
    const parts = [
      ...Array.from(
        { length: 30 },
        (_, index) => `<link rel="modulepreload" href="/${index}.js" nonce="`,
      ),
      `">${'<li>Сүт 3,2% — oʻzbekcha matn</li>'.repeat(500)}</body></html>`,
    ];
    const template = createGzipTemplate(parts, { holeLength: 24 });
    gzipTemplate(template, 'n'.repeat(24));
    const runs = template.deflated!;
    const bytes = runs.reduce((sum, run) => sum + run.length, 0);
    expect(new Set(runs.map((run) => run.buffer)).size).toBe(1);
    expect(runs[0]!.buffer.byteLength).toBe(bytes);
    expect(bytes).toBeLessThan(4_096);
    const nonce = randomBytes(16).toString('base64');
    expect(gunzipSync(gzipTemplate(template, nonce)).toString()).toBe(parts.join(nonce));
  });

  it('carries the checksum over parts longer than any before and parts of NUL bytes', () => {
    for (const parts of [
      ['a', 'b'.repeat(70_000), 'c'.repeat(10)],
      ['\0'.repeat(5), 'x', '\0'],
    ]) {
      const template = createGzipTemplate(parts, { holeLength: 3 });
      for (let response = 0; response < 2; response += 1) {
        expect(gunzipSync(gzipTemplate(template, 'N\0N')).toString()).toBe(parts.join('N\0N'));
      }
      expect(fillTemplate(template, 'N\0N').toString()).toBe(parts.join('N\0N'));
    }
  });
});
