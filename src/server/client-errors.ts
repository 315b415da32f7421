import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What a request Node's HTTP parser refuses before it reaches the handler (an address or headers
 * over the size limit, a broken request line, a request too slow to arrive) is answered with:
 * its status and a line in each of the shop's languages, instead of Node's bare status line. So
 * are the requests Node itself would answer bare (no Host, an `Expect` it does not know) or drop
 * unanswered (`CONNECT`).
 */
const answers = {
  431: {
    reason: 'Request Header Fields Too Large',
    uz: 'Soʻrov manzili yoki sarlavhalari juda uzun.',
    ru: 'Адрес запроса или его заголовки слишком длинные.',
    en: 'The request’s address or headers are too long.',
  },
  408: {
    reason: 'Request Timeout',
    uz: 'Soʻrov juda sekin keldi. Qaytadan urinib koʻring.',
    ru: 'Запрос пришёл слишком медленно. Попробуйте ещё раз.',
    en: 'The request arrived too slowly. Please try again.',
  },
  400: {
    reason: 'Bad Request',
    uz: 'Soʻrov notoʻgʻri tuzilgan.',
    ru: 'Некорректный запрос.',
    en: 'The request is malformed.',
  },
  405: {
    reason: 'Method Not Allowed',
    uz: 'Bu soʻrov usuli qoʻllab-quvvatlanmaydi.',
    ru: 'Этот метод запроса не поддерживается.',
    en: 'This request method is not supported.',
  },
  417: {
    reason: 'Expectation Failed',
    uz: 'Soʻrovning Expect sarlavhasi qoʻllab-quvvatlanmaydi.',
    ru: 'Заголовок Expect в запросе не поддерживается.',
    en: 'The request’s Expect header is not supported.',
  },
} as const;

export type ClientErrorStatus = keyof typeof answers;

/** The status for an error of Node's HTTP parser (`HPE_HEADER_OVERFLOW`, …). */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function answerBody(status: ClientErrorStatus): string {
  const { uz, ru, en } = answers[status];
  return `${uz}\n${ru}\n${en}\n`;
}

/** The whole HTTP response for `status`, ready to write to the socket. */
export function clientErrorResponse(status: ClientErrorStatus): string {
  const { reason } = answers[status];
  const body = answerBody(status);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * A server's `clientError` listener: answers as above, or, as Node does, drops the connection
 * when it is gone or an answer to an earlier request on it is already being sent (another answer
 * would corrupt that one).
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null },
) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(clientErrorStatus(error.code)));
}

/** Answers `status` on a response Node has parsed a request for, and closes the connection. */
function refuse(res: ServerResponse, status: ClientErrorStatus) {
  const body = answerBody(status);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Node answers an HTTP/1.1 request without a Host header with a bare 400 of its own unless the
 * server is created with `requireHostHeader: false`; with that option, this wrapper answers it
 * as the other refusals are (HTTP/1.0 requests need no Host).
 */
export function withHostRequired(handler: RequestListener): RequestListener {
  return (req, res) => {
    const http11 = req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;
    if (http11 && req.headers.host === undefined) {
      req.resume();
      refuse(res, 400);
      return;
    }
    handler(req, res);
  };
}

/**
 * The listeners for what a server would otherwise answer bare or not at all: requests the parser
 * refuses (`answerClientError`), an `Expect` other than `100-continue` (Node's bare 417) and
 * `CONNECT` (without a listener Node drops the connection unanswered: the shop is no proxy).
 */
export function answerRefusals(server: Server): void {
  server.on('clientError', answerClientError);
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    refuse(res, 417);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    if (socket.writable) socket.end(clientErrorResponse(405));
    else socket.destroy();
  });
}
