/**
 * Render threads: pages rendered on worker threads of the server process, so renders use every
 * core while the thread that answers requests stays free to parse them, serve cached pages and
 * static files, and run the reference API mounted in the process. A render (React's
 * `renderToString` of the page, the effector scope's serialisation, the document put together
 * and compressed) is work on one thread from start to end: on one thread, 25 concurrent renders
 * wait for each other.
 */
import type { Worker } from 'node:worker_threads';
import type {
  DocumentRequest,
  RenderDocument,
  RenderedDocument,
  ResponseEncoding,
} from './documents.ts';
import type { GzipTemplate } from './gzip-template.ts';

/** A rendered document as it crosses between threads: its bytes in one buffer of their own. */
export interface PackedDocument {
  status: number;
  locale: string;
  level: number;
  holeLength: number;
  lengths: number[];
  checksums: number[];
  /** The parts' bytes one after another, and each part's size; empty once deflated. */
  parts: { bytes: ArrayBuffer; sizes: number[] };
  deflated: { bytes: ArrayBuffer; sizes: number[] } | null;
  response: { bytes: ArrayBuffer; encoding: ResponseEncoding } | null;
}

function pack(buffers: Buffer[]): { bytes: ArrayBuffer; sizes: number[] } {
  const sizes = buffers.map((buffer) => buffer.length);
  // A buffer of its own (never a slice of Node's shared pool), so it can be handed over.
  const bytes = new Uint8Array(sizes.reduce((sum, size) => sum + size, 0));
  let offset = 0;
  for (const buffer of buffers) {
    bytes.set(buffer, offset);
    offset += buffer.length;
  }
  return { bytes: bytes.buffer, sizes };
}

function unpack({ bytes, sizes }: { bytes: ArrayBuffer; sizes: number[] }): Buffer[] {
  let offset = 0;
  return sizes.map((size) => {
    const part = Buffer.from(bytes, offset, size);
    offset += size;
    return part;
  });
}

export function packDocument(document: RenderedDocument): PackedDocument {
  const { template } = document;
  return {
    status: document.status,
    locale: document.locale,
    level: template.level,
    holeLength: template.holeLength,
    lengths: template.lengths,
    checksums: template.checksums,
    parts: pack(template.parts),
    deflated: template.deflated ? pack(template.deflated) : null,
    response: document.response
      ? { bytes: pack([document.response.body]).bytes, encoding: document.response.encoding }
      : null,
  };
}

/** The buffers a packed document hands over (moved, not copied). */
export function transferables(packed: PackedDocument): ArrayBuffer[] {
  return [
    packed.parts.bytes,
    ...(packed.deflated ? [packed.deflated.bytes] : []),
    ...(packed.response ? [packed.response.bytes] : []),
  ];
}

export function unpackDocument(packed: PackedDocument): RenderedDocument {
  const template: GzipTemplate = {
    parts: unpack(packed.parts),
    deflated: packed.deflated ? unpack(packed.deflated) : null,
    lengths: packed.lengths,
    checksums: packed.checksums,
    level: packed.level,
    holeLength: packed.holeLength,
  };
  const response = packed.response
    ? { body: Buffer.from(packed.response.bytes), encoding: packed.response.encoding }
    : undefined;
  return { status: packed.status, locale: packed.locale, template, response };
}

interface Job {
  id: number;
  request: DocumentRequest;
}

type Answer = { id: number; document: PackedDocument } | { id: number; error: string };

interface Pending {
  resolve: (document: RenderedDocument) => void;
  reject: (error: Error) => void;
}

export interface RenderThreads {
  renderDocument: RenderDocument;
  /** Renders in flight on each thread. */
  readonly inFlight: number[];
  /** Renders waiting for a thread. */
  readonly waiting: number;
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * `count` threads made by `start`, each running `serveRenderThread`. A render goes to the thread
 * with the fewest in flight, at most `perThread` at a time on each: the others wait here, in
 * order, so a crowd of connections never has every render's memory held at once on a thread.
 * Eight keep a thread busy while the API answers the reads of the renders it has in flight.
 * A thread that stops fails its renders in flight (each answered as a server error, as a failed
 * render is) and another is started in its place.
 */
export function createRenderThreads({
  count,
  start,
  perThread = 8,
}: {
  count: number;
  start: () => Worker;
  perThread?: number;
}): RenderThreads {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('At least one render thread');
  let nextId = 0;
  let closing = false;
  const threads: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  const waiting: Array<{ request: DocumentRequest } & Pending> = [];

  /** Hands the waiting renders to threads with room for them. */
  const dispatch = () => {
    while (waiting.length > 0) {
      let thread = threads[0]!;
      for (const candidate of threads) {
        if (candidate.pending.size < thread.pending.size) thread = candidate;
      }
      if (thread.pending.size >= perThread) return;
      const { request, resolve, reject } = waiting.shift()!;
      const id = (nextId += 1);
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, request } satisfies Job);
    }
  };

  const launch = (index: number) => {
    const worker = start();
    const thread = { worker, pending: new Map<number, Pending>() };
    threads[index] = thread;
    worker.on('message', (answer: Answer) => {
      const pending = thread.pending.get(answer.id);
      if (!pending) return;
      thread.pending.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(unpackDocument(answer.document));
      dispatch();
    });
    const stopped = (reason: string) => {
      for (const pending of thread.pending.values()) pending.reject(new Error(reason));
      thread.pending.clear();
      if (!closing && threads[index] === thread) {
        console.error(`A render thread stopped (${reason}); starting another`);
        launch(index);
        dispatch();
      }
    };
    worker.on('error', (error) => stopped(String(error)));
    worker.on('exit', (code) => stopped(closing ? 'The render threads stopped' : `exit ${code}`));
  };
  for (let index = 0; index < count; index += 1) launch(index);

  return {
    renderDocument(request) {
      if (closing) return Promise.reject(new Error('The render threads are stopping'));
      return new Promise<RenderedDocument>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        dispatch();
      });
    },
    get inFlight() {
      return threads.map((thread) => thread.pending.size);
    },
    get waiting() {
      return waiting.length;
    },
    /** Lets the renders in flight finish (for up to `graceMs`), then stops the threads. */
    async close({ graceMs = 2_000 } = {}) {
      closing = true;
      const deadline = Date.now() + graceMs;
      const busy = () => waiting.length > 0 || threads.some((thread) => thread.pending.size > 0);
      while (busy() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const { reject } of waiting.splice(0)) reject(new Error('The render threads stopped'));
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/** What a render thread runs: renders each document asked for and hands it back. */
export function serveRenderThread(
  port: {
    on(event: 'message', listener: (job: Job) => void): unknown;
    postMessage(value: unknown, transferList?: readonly ArrayBuffer[]): void;
  },
  renderDocument: RenderDocument,
) {
  port.on('message', (job: Job) => {
    renderDocument(job.request).then(
      (document) => {
        const packed = packDocument(document);
        port.postMessage({ id: job.id, document: packed } satisfies Answer, transferables(packed));
      },
      (error: unknown) => {
        console.error(error);
        port.postMessage({
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Answer);
      },
    );
  });
}
