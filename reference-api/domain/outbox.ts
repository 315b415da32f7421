/**
 * A message the shop would have sent: an SMS code to a shopper, a shopper's order status, or a
 * notice to the support team's phone. In production none is kept or logged.
 */
export interface OutboxMessage {
  phone: string;
  text: string;
  /** The one-time code carried by the message; notices carry none. */
  code?: string;
  purpose: 'sign-in' | 'card' | 'business-request' | 'order-status';
  /** For an order's status: the order's number and the status it reached. */
  order?: string;
  status?: string;
  sentAt: string;
}

export interface Outbox {
  readonly enabled: boolean;
  send(message: OutboxMessage): void;
  lastCode(phone: string): string | undefined;
  list(): OutboxMessage[];
  clear(): void;
}

/**
 * Outside production, messages are kept in memory (for the dev-only endpoint and tests) and
 * printed to the console. In production the outbox drops the text: there is no SMS gateway in
 * the reference API and codes must never reach a log.
 */
export function createOutbox(enabled: boolean, log: (line: string) => void): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    enabled,
    send(message) {
      if (!enabled) return;
      messages.push(message);
      log(`[dev outbox] ${message.phone}: ${message.text}`);
    },
    lastCode(phone) {
      for (let index = messages.length - 1; index >= 0; index -= 1) {
        const message = messages[index]!;
        if (message.phone === phone && message.code !== undefined) return message.code;
      }
      return undefined;
    },
    list: () => [...messages],
    clear() {
      messages.length = 0;
    },
  };
}
