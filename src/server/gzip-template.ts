import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A document compressed once, with holes where each response puts its own nonce: every text part
 * is a deflate run ended by a sync flush (so runs can follow one another), and a response only
 * adds its nonce as stored blocks plus the gzip header and trailer. Serving a cached page this way
 * costs a checksum instead of compressing a few hundred kilobytes per response.
 *
 * Each run may refer back to the text before it (it is compressed with that text as its
 * dictionary), so many small holes cost little. The holes have one fixed length and stand in the
 * dictionary as NUL bytes, which a document without NUL bytes can never match: no reference can
 * reach into a hole whose bytes differ per response.
 */
export interface GzipTemplate {
  /**
   * The document's parts as bytes, until the first gzip response compresses them: from then on
   * only the deflated runs are kept (a fifth or less of the bytes for as long as the document is
   * cached), and this is empty; a client that takes no compression gets the runs inflated.
   */
  parts: Buffer[];
  /** Each part deflated and flushed to a byte boundary, made the first time it is needed. */
  deflated: Buffer[] | null;
  /** Each part's length in bytes. */
  lengths: number[];
  /** Each part's CRC-32 on its own (from 0): with `lengths`, what the gzip trailer needs. */
  checksums: number[];
  level: number;
  /** The length in bytes of what fills each hole. */
  holeLength: number;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: ends the deflate stream. */
const finalBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

const windowBytes = 32 * 1024;

export function createGzipTemplate(
  parts: string[],
  { holeLength, level = 9 }: { holeLength: number; level?: number },
): GzipTemplate {
  const bytes = parts.map((part) => Buffer.from(part));
  return {
    parts: bytes,
    deflated: null,
    lengths: bytes.map((part) => part.length),
    checksums: bytes.map((part) => crc32(part)),
    level,
    holeLength,
  };
}

/**
 * The runs copied one after another into one buffer of their own, each kept as a view of it. A
 * run as zlib returns it is a view of its 16 KB output buffer, and a small copy (`Buffer.from`)
 * is a slice of Node's shared 8 KB pool: either way a cached page of 30 small runs would keep
 * alive many times its own bytes (half a megabyte, or a pool slab per run shared with
 * short-lived buffers), for as long as the page is cached.
 */
function packRuns(runs: Buffer[]): Buffer[] {
  const bytes = Buffer.allocUnsafeSlow(runs.reduce((sum, run) => sum + run.length, 0));
  let offset = 0;
  return runs.map((run) => {
    run.copy(bytes, offset);
    offset += run.length;
    return bytes.subarray(offset - run.length, offset);
  });
}

function deflatedParts(template: GzipTemplate): Buffer[] {
  if (template.deflated) return template.deflated;
  const linked = !template.parts.some((part) => part.includes(0));
  const hole = Buffer.alloc(template.holeLength);
  let history = Buffer.alloc(0);
  const runs = template.parts.map((part, index) => {
    if (index > 0) history = Buffer.concat([history, hole]).subarray(-windowBytes);
    const run =
      part.length === 0
        ? part
        : deflateRawSync(part, {
            level: template.level,
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(linked && history.length > 0 ? { dictionary: history } : {}),
          });
    history = Buffer.concat([history, part]).subarray(-windowBytes);
    return run;
  });
  template.deflated = packRuns(runs);
  // Served from the runs from now on: the uncompressed parts are let go. Only their lengths and
  // checksums stay, which is all a gzip response needs besides the runs.
  template.parts = [];
  return template.deflated;
}

/**
 * Compresses the document's runs now rather than at its first gzip response: a render thread
 * does it, so the thread answering requests only adds each response's nonce.
 */
export function deflateTemplate(template: GzipTemplate): void {
  deflatedParts(template);
}

/** Bytes stored as they are, in one non-final stored block (up to 65535 bytes). */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new RangeError('A stored block holds at most 65535 bytes');
  const header = Buffer.from([
    0x00,
    data.length & 0xff,
    data.length >> 8,
    ~data.length & 0xff,
    (~data.length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, data]);
}

/** The document with `filler` in every hole, uncompressed. */
export function fillTemplate(template: GzipTemplate, filler: string): Buffer {
  if (template.deflated && template.parts.length === 0) {
    return inflateRawSync(deflateStream(template, Buffer.from(filler)));
  }
  const fill = Buffer.from(filler);
  return Buffer.concat(
    template.parts.flatMap((part, index) => (index === 0 ? [part] : [fill, part])),
  );
}

/** The length in bytes of the document with every hole filled. */
export function filledLength(template: GzipTemplate): number {
  return (
    template.lengths.reduce((sum, length) => sum + length, 0) +
    (template.lengths.length - 1) * template.holeLength
  );
}

/** A 32×32 matrix over GF(2) (its columns) applied to a 32-bit vector. */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let column = 0; vector !== 0; column += 1, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[column]!;
  }
  return sum >>> 0;
}

/** The matrix that applies `second` after `first`. */
function product(second: Uint32Array, first: Uint32Array): Uint32Array {
  const result = new Uint32Array(32);
  for (let column = 0; column < 32; column += 1) result[column] = times(second, first[column]!);
  return result;
}

/**
 * What a CRC-32 register becomes over 2^k zero bytes, for k = 0…31 (the reflected polynomial
 * 0xedb88320; the operator for one zero bit squared three times is the one for a byte).
 */
const zeroBytePowers: Uint32Array[] = (() => {
  let operator: Uint32Array = new Uint32Array(32);
  operator[0] = 0xedb88320;
  for (let column = 1; column < 32; column += 1) operator[column] = 1 << (column - 1);
  for (let square = 0; square < 3; square += 1) operator = product(operator, operator);
  const powers = [operator];
  for (let k = 1; k < 32; k += 1) powers.push(product(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** What a CRC-32 register becomes over `length` zero bytes (as zlib's crc32_combine finds it). */
export function overZeros(length: number): Uint32Array | null {
  let operator: Uint32Array | null = null;
  for (let k = 0; length > 0; k += 1, length = Math.floor(length / 2)) {
    if (length % 2 === 1) {
      operator = operator ? product(zeroBytePowers[k]!, operator) : zeroBytePowers[k]!;
    }
  }
  return operator;
}

/** Each part's operator over its length, made at a template's first gzip response. */
const partOperators = new WeakMap<GzipTemplate, Array<Uint32Array | null>>();

/**
 * The CRC-32 of what `checksum` covered followed by a part whose own CRC-32 (from 0) is
 * `partChecksum`: a CRC is affine in its starting value, so it is `checksum` carried over the
 * part's length in zero bytes (`operator`, see `overZeros`) xor the part's own. The part's bytes
 * need not be kept, and no response goes over them again: a few dozen word operations a part
 * (a checksum over the part's length in zero bytes took a third of the time of serving a cached
 * page).
 */
export function continueChecksum(
  checksum: number,
  partChecksum: number,
  operator: Uint32Array | null,
): number {
  return operator ? (times(operator, checksum) ^ partChecksum) >>> 0 : checksum;
}

/** The operators of a template's parts, made once. */
function operatorsOf(template: GzipTemplate): Array<Uint32Array | null> {
  let operators = partOperators.get(template);
  if (!operators) {
    operators = template.lengths.map(overZeros);
    partOperators.set(template, operators);
  }
  return operators;
}

/** The deflate stream of the document with `filler` in every hole: runs, fillers, final block. */
function deflateStream(template: GzipTemplate, filler: Buffer): Buffer {
  const fill = storedBlock(filler);
  return Buffer.concat([
    ...deflatedParts(template).flatMap((run, index) => (index === 0 ? [run] : [fill, run])),
    finalBlock,
  ]);
}

/**
 * The document with `filler` in every hole, as a gzip stream. The checksum is carried over the
 * parts and fillers in turn, so the uncompressed document is never put together.
 */
export function gzipTemplate(template: GzipTemplate, filler: string): Buffer {
  const bytes = Buffer.from(filler);
  if (template.lengths.length > 1 && bytes.length !== template.holeLength)
    throw new RangeError(`A hole takes ${template.holeLength} bytes, not ${bytes.length}`);
  const operators = operatorsOf(template);
  let checksum = 0;
  template.lengths.forEach((_length, index) => {
    if (index > 0) checksum = crc32(bytes, checksum);
    checksum = continueChecksum(checksum, template.checksums[index]!, operators[index]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(filledLength(template) % 2 ** 32, 4);
  return Buffer.concat([gzipHeader, deflateStream(template, bytes), trailer]);
}
