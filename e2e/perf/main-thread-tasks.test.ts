import { expect, test } from 'vitest';
import { tasksAfterFirstPaint, type TraceEvent } from './main-thread-tasks';

const renderer = { pid: 1, tid: 7 };
const task = (ts: number, durMs: number, tid = renderer.tid): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: renderer.pid,
  tid,
  ts,
  dur: durMs * 1000,
});

test('counts the outermost tasks of the main thread after the first contentful paint', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'R', ...renderer, ts: 100_000 },
    task(50_000, 40), // before the first paint
    task(200_000, 30), // 120 ms on a phone: 70 ms blocking
    task(205_000, 5), // nested in the one before
    task(300_000, 10), // 40 ms on a phone: not long
    task(400_000, 20, 8), // another thread
  ];
  expect(tasksAfterFirstPaint(events)).toEqual({
    tasks: [30, 10],
    estimatedBlockingMs: 70,
    busyMs: 40,
  });
});

test('refuses a trace without a first paint', () => {
  expect(() => tasksAfterFirstPaint([task(0, 10)])).toThrow(/first contentful paint/);
});
