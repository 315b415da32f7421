import { describe, expect, it } from 'vitest';
import { ApiError } from '../domain/errors.ts';
import { JSON_DEPTH_LIMIT, nestsDeeperThan, parseJsonBody } from './body.ts';

/** `{"x":[[…[]…]]}` (or with objects), arrays and objects `levels` deep in all. */
const nested = (levels: number, open = '[', close = ']') =>
  `{"x":${open.repeat(levels - 2)}${open === '[' ? '[]' : '{}'}${close.repeat(levels - 2)}}`;
const json = (text: string) => parseJsonBody(Buffer.from(text), 'application/json');
const refusal = (text: string) => {
  try {
    json(text);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('JSON nesting', () => {
  it('counts arrays and objects together, brackets inside strings not at all', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
    expect(nestsDeeperThan('[1,[2],[3,[4]]]', 3)).toBe(false);
    const brackets = '['.repeat(10_000);
    expect(json(JSON.stringify({ q: brackets }))).toEqual({ q: brackets });
  });

  it(`parses a body nested ${JSON_DEPTH_LIMIT} levels and refuses one a level deeper with 400`, () => {
    expect(json(nested(JSON_DEPTH_LIMIT))).toEqual({ x: expect.any(Array) });
    expect(json(nested(JSON_DEPTH_LIMIT, '{"y":', '}'))).toEqual({ x: expect.any(Object) });
    for (const text of [
      nested(JSON_DEPTH_LIMIT + 1),
      nested(JSON_DEPTH_LIMIT + 1, '{"y":', '}'),
      nested(100_000),
    ]) {
      const error = refusal(text);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'malformed_request' });
    }
  });
});
