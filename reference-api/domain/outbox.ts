/** An SMS the shop would have sent. In production none is kept or logged. */
export interface OutboxMessage {
  phone: string;
  text: string;
  /** The one-time code carried by the message. */
  code: string;
  purpose: 'sign-in' | 'card';
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
        if (messages[index]!.phone === phone) return messages[index]!.code;
      }
      return undefined;
    },
    list: () => [...messages],
    clear() {
      messages.length = 0;
    },
  };
}
