import { expect, test } from 'vitest';
import { renderingCpuMs, tasksAfterFirstPaint, type TraceEvent } from './main-thread-tasks';

const renderer = { pid: 1, tid: 7 };
/** A complete event of the renderer's main thread (or of thread `tid`). */
const work = (
  name: string,
  ts: number,
  durMs: number,
  cpuMs?: number,
  tid = renderer.tid,
): TraceEvent => ({
  name,
  ph: 'X',
  pid: renderer.pid,
  tid,
  ts,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const task = (ts: number, durMs: number, tid = renderer.tid, cpuMs?: number): TraceEvent =>
  work('RunTask', ts, durMs, cpuMs, tid);

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
    cpuTasks: [30, 10],
    estimatedBlockingMs: 70,
    cpuBlockingMs: 70,
    busyMs: 40,
    cpuMs: 40,
  });
});

test('estimates from CPU time too, leaving out the time a task waited for a core', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'R', ...renderer, ts: 0 },
    task(10_000, 40, renderer.tid, 5), // 160 ms on a phone by wall time, 20 ms by CPU time
    task(100_000, 30, renderer.tid, 25), // 120 and 100 ms
  ];
  const result = tasksAfterFirstPaint(events);
  expect(result.estimatedBlockingMs).toBe(110 + 70);
  expect(result.cpuBlockingMs).toBe(0 + 50);
  expect(result.cpuMs).toBe(30);
  expect(result.busyMs).toBe(70);
});

test('refuses a trace without a first paint', () => {
  expect(() => tasksAfterFirstPaint([task(0, 10)])).toThrow(/first contentful paint/);
});

test('adds up the CPU time of style, layout and paint on the main thread over the load', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'R', ...renderer, ts: 100_000 },
    work('UpdateLayoutTree', 10_000, 8, 6), // before the first paint too
    work('Layout', 20_000, 30, 25),
    work('PrePaint', 60_000, 2), // no CPU time recorded: its wall time
    work('Paint', 70_000, 3, 3),
    work('Layout', 200_000, 5, 4),
    work('FunctionCall', 300_000, 40, 40), // not rendering
    work('Layout', 400_000, 50, 50, 8), // another thread
  ];
  expect(renderingCpuMs(events)).toBe(6 + 25 + 2 + 3 + 4);
  expect(() => renderingCpuMs([])).toThrow(/first contentful paint/);
});
