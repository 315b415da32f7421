import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerClientError,
  answerRefusals,
  clientErrorResponse,
  clientErrorStatus,
  withHostRequired,
} from './client-errors.ts';

let base: string;
let port: number;
// As the storefront's server is made (start.ts).
const server = createServer(
  { requireHostHeader: false },
  withHostRequired((_req, res) => res.end('ok')),
);
answerRefusals(server);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and returns everything the server answers before closing. */
function sendRaw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers an address over the header size limit with 431 and a line in each language', async () => {
    const response = await fetch(`${base}/uz/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'Soʻrov manzili yoki sarlavhalari juda uzun.\n' +
        'Адрес запроса или его заголовки слишком длинные.\n' +
        'The request’s address or headers are too long.\n',
    );
  });

  it('answers a broken request line with 400 and a line in each language', async () => {
    const answer = await sendRaw('NOT AN HTTP REQUEST\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(answer).toContain(
      '\r\n\r\nSoʻrov notoʻgʻri tuzilgan.\nНекорректный запрос.\nThe request is malformed.\n',
    );
  });

  it('still answers a well-formed request', async () => {
    expect(await (await fetch(`${base}/uz`)).text()).toBe('ok');
  });
});

describe('requests Node would answer bare or not at all', () => {
  it('answers an HTTP/1.1 request without Host with 400 and a line in each language', async () => {
    const answer = await sendRaw('GET /uz HTTP/1.1\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(answer).toContain('\r\nContent-Type: text/plain; charset=utf-8\r\n');
    expect(answer).toContain(
      '\r\n\r\nSoʻrov notoʻgʻri tuzilgan.\nНекорректный запрос.\nThe request is malformed.\n',
    );
  });

  it('answers an HTTP/1.0 request without Host as usual', async () => {
    const answer = await sendRaw('GET /uz HTTP/1.0\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 OK\r\n')).toBe(true);
    expect(answer.endsWith('\r\n\r\nok')).toBe(true);
  });

  it('answers an Expect other than 100-continue with 417 and a line in each language', async () => {
    const answer = await sendRaw(
      'POST /api/auth/send-otp HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(answer.startsWith('HTTP/1.1 417 Expectation Failed\r\n')).toBe(true);
    expect(answer).toContain(
      '\r\n\r\nSoʻrovning Expect sarlavhasi qoʻllab-quvvatlanmaydi.\n' +
        'Заголовок Expect в запросе не поддерживается.\n' +
        'The request’s Expect header is not supported.\n',
    );
  });

  it('answers CONNECT with 405 and a line in each language instead of dropping it', async () => {
    const answer = await sendRaw(
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(answer).toBe(clientErrorResponse(405));
    expect(answer).toContain(
      '\r\n\r\nBu soʻrov usuli qoʻllab-quvvatlanmaydi.\n' +
        'Этот метод запроса не поддерживается.\n' +
        'This request method is not supported.\n',
    );
  });
});

describe('answerClientError', () => {
  const socketWith = (fields: object) =>
    Object.assign(
      { writable: true, destroy: vi.fn(), end: vi.fn() },
      fields,
    ) as unknown as Duplex & {
      destroy: ReturnType<typeof vi.fn>;
      end: ReturnType<typeof vi.fn>;
    };

  it('drops the connection without writing when an earlier answer on it is being sent', () => {
    const socket = socketWith({ _httpMessage: { headersSent: true } });
    answerClientError(
      Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }),
      socket,
    );
    expect(socket.end).not.toHaveBeenCalled();
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('drops a connection the client reset or that can no longer be written', () => {
    for (const socket of [socketWith({}), socketWith({ writable: false })]) {
      const code = socket.writable ? 'ECONNRESET' : 'HPE_INVALID_METHOD';
      answerClientError(Object.assign(new Error('gone'), { code }), socket);
      expect(socket.end).not.toHaveBeenCalled();
      expect(socket.destroy).toHaveBeenCalled();
    }
  });

  it('answers when an earlier answer on the connection is complete or not yet begun', () => {
    const socket = socketWith({ _httpMessage: { headersSent: false } });
    answerClientError(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket);
    expect(socket.end).toHaveBeenCalledWith(clientErrorResponse(400));
  });
});

describe('clientErrorStatus', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_METHOD', 400],
    [undefined, 400],
  ] as const)('%s → %i', (code, status) => {
    expect(clientErrorStatus(code)).toBe(status);
  });
});

describe('clientErrorResponse', () => {
  it('declares the body’s length in bytes, not characters', () => {
    const response = clientErrorResponse(408);
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toContain('HTTP/1.1 408 Request Timeout');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toBe(
      'Soʻrov juda sekin keldi. Qaytadan urinib koʻring.\n' +
        'Запрос пришёл слишком медленно. Попробуйте ещё раз.\n' +
        'The request arrived too slowly. Please try again.\n',
    );
  });
});
