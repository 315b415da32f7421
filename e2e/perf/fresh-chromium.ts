import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../vite.config';

/**
 * Runs `use` with Debian's Chromium started headless in a fresh profile (an empty cache and
 * storage, as a first visit has), given its debugging port: what Lighthouse connects to. The
 * browser and its profile are gone when `use` settles.
 */
export async function inFreshChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'savat-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
