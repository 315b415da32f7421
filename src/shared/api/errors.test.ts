import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, parseRetryAfter } from './errors';

describe('parseRetryAfter', () => {
  it('reads seconds', () => {
    expect(parseRetryAfter('120')).toBe(120);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-08-15T10:00:00Z');
    expect(parseRetryAfter('Sat, 15 Aug 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sat, 15 Aug 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('answers undefined for a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('ApiError.fromAnswer', () => {
  it('keeps the 409 conflict lines and totals of an order', () => {
    const body = {
      code: 'price_changed',
      message: 'Narxlar oʻzgardi.',
      expected_total: 71000,
      total: 73000,
      lines: [
        {
          product_id: 101,
          name: 'Sut 3,2% 1 l',
          requested_quantity: 2,
          available_quantity: 2,
          price: 15500,
        },
      ],
    };
    const error = ApiError.fromAnswer(409, body);
    expect(error.code).toBe('price_changed');
    expect(error.conflictLines).toEqual(body.lines);
    expect(error.body?.total).toBe(73000);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });

  it('prefers retry_after from the body over the header', () => {
    const error = ApiError.fromAnswer(
      429,
      { code: 'too_many_attempts', message: 'Wait', retry_after: 900 },
      new Headers({ 'Retry-After': '10' }),
    );
    expect(error.retryAfter).toBe(900);
  });

  it.each([
    [400, 'malformed_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [422, 'validation_failed'],
    [429, 'too_many_requests'],
    [500, 'internal_error'],
  ])('names a bodiless %i %s', (status, code) => {
    const error = ApiError.fromAnswer(status, undefined);
    expect(error.code).toBe(code);
    expect(error.message).toBe(`HTTP ${status}`);
    expect(error.fields).toEqual([]);
  });

  it('uses a plain-text body as the message', () => {
    expect(ApiError.fromAnswer(502, ' Bad gateway ').message).toBe('Bad gateway');
  });

  it('reads a response without consuming it', async () => {
    const response = new Response(JSON.stringify({ code: 'not_found', message: 'Не найдено.' }), {
      status: 404,
    });
    const error = await ApiError.fromResponse(response);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Не найдено.' });
    expect(response.bodyUsed).toBe(false);
  });
});
