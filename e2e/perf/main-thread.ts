/**
 * Main-thread work of a page load, quicker and steadier to compare than Lighthouse: loads each
 * address RUNS times (default 9) in Debian's Chromium at a phone's size, traces the load until
 * the app is interactive, and prints the medians of the estimated blocking time (see
 * main-thread-tasks.ts), of the time spent in tasks after the first paint and of how many of those
 * tasks would be long on a phone, and the same from the tasks' CPU time alone (steadier on a busy
 * machine); and the CPU time of style, layout and paint over the whole load. For comparing two
 * builds of the storefront, one after the other on the same machine.
 *
 *   npx tsx e2e/perf/main-thread.ts http://127.0.0.1:3000/uz/catalog [runs]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../vite.config';
import {
  cpuSlowdown,
  renderingCpuMs,
  tasksAfterFirstPaint,
  type TraceEvent,
} from './main-thread-tasks';
import { median } from './stats';

const [url, runsArgument] = process.argv.slice(2);
if (!url) {
  console.error('Usage: tsx e2e/perf/main-thread.ts <address> [runs]');
  process.exit(2);
}
const runs = Number(runsArgument ?? 9);
const dir = mkdtempSync(path.join(tmpdir(), 'savat-trace-'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const blocking: number[] = [];
const cpuBlocking: number[] = [];
const busy: number[] = [];
const cpu: number[] = [];
const long: number[] = [];
const rendering: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const file = path.join(dir, `trace-${run}.json`);
    await browser.startTracing(page, {
      path: file,
      categories: ['toplevel', 'loading', 'devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The session and the offline worker start in tasks of their own after hydration.
    await page.waitForTimeout(1500);
    await browser.stopTracing();
    await context.close();
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    const result = tasksAfterFirstPaint(traceEvents);
    blocking.push(Math.round(result.estimatedBlockingMs));
    cpuBlocking.push(Math.round(result.cpuBlockingMs));
    busy.push(Math.round(result.busyMs));
    cpu.push(Math.round(result.cpuMs));
    long.push(result.tasks.filter((ms) => ms * cpuSlowdown > 50).length);
    rendering.push(Math.round(renderingCpuMs(traceEvents) * 10) / 10);
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `${url}, median of ${runs} loads: estimated blocking ${median(blocking)} ms, ` +
    `tasks after first paint ${median(busy)} ms, long on a phone ${median(long)}\n` +
    `  from CPU time alone (without waiting for a core): estimated blocking ` +
    `${median(cpuBlocking)} ms, tasks ${median(cpu)} ms\n` +
    `  blocking per load: ${blocking.join(' ')}; from CPU time: ${cpuBlocking.join(' ')}\n` +
    `  style, layout and paint over the load (CPU time): ${median(rendering)} ms; per load: ` +
    rendering.join(' '),
);
