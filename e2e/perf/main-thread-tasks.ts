/**
 * The main thread's tasks after the first contentful paint, read from a browser trace: how long
 * each top-level task ran, and the blocking time Lighthouse's mobile simulation would give them
 * (each task slowed down four times, the part over 50 ms counted).
 *
 * A task's wall time includes the time its thread waited for a core while other processes ran
 * (on a small machine: the browser's other processes, the server, the measuring tool). Its CPU
 * time (the trace's `tdur`) does not, so the blocking estimated from CPU time is the steadier
 * figure for comparing two builds of the page.
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time of the event on its thread, in µs. */
  tdur?: number;
  args?: { name?: string };
}

/** Lighthouse's default mobile CPU slowdown. */
export const cpuSlowdown = 4;
const longTaskMs = 50;

export interface TasksAfterPaint {
  /** Milliseconds each top-level task ran, in order. */
  tasks: number[];
  /** The CPU milliseconds of each of those tasks (its wall time when the trace has none). */
  cpuTasks: number[];
  /** Blocking time with the tasks slowed down as on Lighthouse's simulated phone, in ms. */
  estimatedBlockingMs: number;
  /** The same estimate from the tasks' CPU time, in ms. */
  cpuBlockingMs: number;
  /** Main-thread time spent in tasks, in ms. */
  busyMs: number;
  /** CPU time of those tasks, in ms. */
  cpuMs: number;
}

const blockingTime = (tasks: readonly number[]) =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms * cpuSlowdown - longTaskMs), 0);
const total = (tasks: readonly number[]) => tasks.reduce((sum, ms) => sum + ms, 0);

/** The first contentful paint and the main thread of the renderer that painted it. */
function paintedBy(events: readonly TraceEvent[]): { paint: TraceEvent; main: TraceEvent } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error("The trace has no renderer's main thread");
  return { paint, main };
}

export function tasksAfterFirstPaint(events: readonly TraceEvent[]): TasksAfterPaint {
  const { paint, main } = paintedBy(events);
  const candidates = events
    .filter(
      (event) =>
        event.pid === paint.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        event.ts >= paint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  // Tasks nest in traces (a task event inside another): only the outermost ones count.
  const tasks: number[] = [];
  const cpuTasks: number[] = [];
  let end = -Infinity;
  for (const task of candidates) {
    if (task.ts < end) continue;
    const duration = task.dur ?? 0;
    tasks.push(duration / 1000);
    cpuTasks.push((task.tdur ?? duration) / 1000);
    end = task.ts + duration;
  }
  return {
    tasks,
    cpuTasks,
    estimatedBlockingMs: blockingTime(tasks),
    cpuBlockingMs: blockingTime(cpuTasks),
    busyMs: total(tasks),
    cpuMs: total(cpuTasks),
  };
}

/** What the browser does to put the page on screen: style, layout and paint. */
const renderingEvents = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);

/**
 * The main thread's CPU time in style, layout and paint over the whole trace, in ms (the
 * events' wall time where the trace has no CPU time). Needs the trace's `devtools.timeline`
 * category.
 */
export function renderingCpuMs(events: readonly TraceEvent[]): number {
  const { main } = paintedBy(events);
  let total = 0;
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X') continue;
    if (renderingEvents.has(event.name)) total += event.tdur ?? event.dur ?? 0;
  }
  return total / 1000;
}
