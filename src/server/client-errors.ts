import type { Duplex } from 'node:stream';

/**
 * What a request Node's HTTP parser refuses before it reaches the handler (an address or headers
 * over the size limit, a broken request line, a request too slow to arrive) is answered with:
 * its status and a line in each of the shop's languages, instead of Node's bare status line.
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
} as const;

export type ClientErrorStatus = keyof typeof answers;

/** The status for an error of Node's HTTP parser (`HPE_HEADER_OVERFLOW`, …). */
export function clientErrorStatus(code: string | undefined): ClientErrorStatus {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The whole HTTP response for `status`, ready to write to the socket. */
export function clientErrorResponse(status: ClientErrorStatus): string {
  const { reason, uz, ru, en } = answers[status];
  const body = `${uz}\n${ru}\n${en}\n`;
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
