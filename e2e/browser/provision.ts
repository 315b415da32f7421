/**
 * The first step of `npm test`: makes sure the browser tests (Storybook stories, end-to-end
 * journeys, Lighthouse) have a Chromium, obtaining one the way this machine allows, or stops with
 * one line saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findChromium, thisMachine, type ChromiumMachine, type FoundChromium } from './chromium.ts';

/** Where Playwright downloads its browsers from unless `PLAYWRIGHT_DOWNLOAD_HOST` says otherwise. */
export const playwrightDownloadHost = 'https://cdn.playwright.dev';

/** The distribution's packages: the browser, and fonts that cover Uzbek Cyrillic and Latin. */
export const debianPackages = ['chromium', 'fonts-noto-core'] as const;

export const missingChromiumMessage =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `apt-get install chromium fonts-noto-core`; elsewhere: `npx playwright install --with-deps chromium`) or set CHROMIUM_PATH to a Chromium executable.';

export interface ProvisioningMachine extends ChromiumMachine {
  /** Whether a browser binary starts (a download may lack the system libraries it links to). */
  starts(file: string): boolean;
  /** Whether a download host answers at all, within a few seconds. */
  reachable(url: string): Promise<boolean>;
  isRoot(): boolean;
  /** The contents of /etc/os-release, or '' when there is none. */
  osRelease(): string;
  /** Runs a command with its output shown; true when it succeeded. */
  run(command: string, args: readonly string[]): boolean;
  log(line: string): void;
}

export type Provisioning =
  | { ok: true; chromium: FoundChromium; obtainedWith?: 'playwright' | 'apt-get' }
  | { ok: false; message: string };

/** Debian and its derivatives (Ubuntu among them), from os-release's ID and ID_LIKE. */
export function isDebianLike(osRelease: string): boolean {
  return /^(?:ID|ID_LIKE)=["']?[^\n]*\b(?:debian|ubuntu)\b/m.test(osRelease);
}

function usable(machine: ProvisioningMachine): FoundChromium | null {
  const found = findChromium(machine);
  return found && machine.starts(found.path) ? found : null;
}

/**
 * A Chromium that starts: `CHROMIUM_PATH` or a system one when present; otherwise Playwright's
 * download where its host is reachable; otherwise, as root on Debian or Ubuntu, the
 * distribution's package; otherwise a message saying what to install.
 */
export async function provisionChromium(machine: ProvisioningMachine): Promise<Provisioning> {
  const found = findChromium(machine);
  if (found?.source === 'CHROMIUM_PATH') {
    return machine.isExecutable(found.path) && machine.starts(found.path)
      ? { ok: true, chromium: found }
      : { ok: false, message: `CHROMIUM_PATH=${found.path} is not a Chromium that starts.` };
  }
  if (found && machine.starts(found.path)) return { ok: true, chromium: found };

  const host = machine.env.PLAYWRIGHT_DOWNLOAD_HOST?.trim() || playwrightDownloadHost;
  if (await machine.reachable(host)) {
    machine.log(`Chromium: downloading Playwright's build from ${host}`);
    if (machine.run('npx', ['playwright', 'install', 'chromium'])) {
      const downloaded = usable(machine);
      if (downloaded) return { ok: true, chromium: downloaded, obtainedWith: 'playwright' };
    }
  }

  if (machine.isRoot() && isDebianLike(machine.osRelease())) {
    machine.log(`Chromium: installing the distribution's ${debianPackages.join(' and ')}`);
    if (
      machine.run('apt-get', ['update', '-qq']) &&
      machine.run('apt-get', ['install', '-y', '-qq', ...debianPackages])
    ) {
      const installed = usable(machine);
      if (installed) return { ok: true, chromium: installed, obtainedWith: 'apt-get' };
    }
  }
  return { ok: false, message: missingChromiumMessage };
}

/** This machine, for real. */
export const provisioningMachine: ProvisioningMachine = {
  ...thisMachine,
  starts(file) {
    try {
      execFileSync(file, ['--version'], { stdio: 'ignore', timeout: 30_000 });
      return true;
    } catch {
      return false;
    }
  },
  async reachable(url) {
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
      return true;
    } catch {
      return false;
    }
  },
  isRoot: () => process.getuid?.() === 0,
  osRelease() {
    try {
      return readFileSync('/etc/os-release', 'utf8');
    } catch {
      return '';
    }
  },
  run(command, args) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
  },
  log: (line) => console.log(line),
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await provisionChromium(provisioningMachine);
  if (result.ok) {
    console.log(`Chromium for the browser tests: ${result.chromium.path}`);
  } else {
    console.error(result.message);
    process.exit(1);
  }
}
