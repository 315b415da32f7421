import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

/** Where distributions put Chromium (Debian's package first; Ubuntu's and Google's builds after). */
export const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
] as const;

/** What finding a browser reads from the machine; replaced in tests. */
export interface ChromiumMachine {
  env: Record<string, string | undefined>;
  /** Whether the file exists and may be executed. */
  isExecutable(file: string): boolean;
  /** Where Playwright keeps its own Chromium once downloaded (the file may not exist yet). */
  playwrightChromiumPath(): string | undefined;
}

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'playwright';

export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

/**
 * The Chromium the browser tests use: `CHROMIUM_PATH` when set (even when wrong: the operator's
 * word is not second-guessed), else the first system Chromium, else Playwright's own download.
 */
export function findChromium(machine: ChromiumMachine): FoundChromium | null {
  const configured = machine.env.CHROMIUM_PATH?.trim();
  if (configured) return { path: configured, source: 'CHROMIUM_PATH' };
  const system = systemChromiumPaths.find((file) => machine.isExecutable(file));
  if (system) return { path: system, source: 'system' };
  const downloaded = machine.playwrightChromiumPath();
  if (downloaded && machine.isExecutable(downloaded)) {
    return { path: downloaded, source: 'playwright' };
  }
  return null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, as the test tools see it. */
export const thisMachine: ChromiumMachine = {
  env: process.env,
  isExecutable,
  playwrightChromiumPath() {
    try {
      // Loaded only when no system browser exists: the usual machine never pays for it.
      const { chromium } = createRequire(import.meta.url)('playwright') as {
        chromium: { executablePath(): string };
      };
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};
