import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium.ts';
import { isDebianLike, provisionChromium, type ProvisioningMachine } from './provision.ts';

const playwrightChrome = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n';
const alpine = 'NAME="Alpine Linux"\nID=alpine\nVERSION_ID=3.20.0\n';

interface FakeOptions {
  env?: Record<string, string>;
  files?: string[];
  /** Files that exist but do not start (a download without its system libraries). */
  broken?: string[];
  reachable?: boolean;
  root?: boolean;
  osRelease?: string;
  /** What each command puts on the machine when it runs. */
  installs?: { playwright?: string[]; apt?: string[] };
  failing?: string[];
}

function fakeMachine(options: FakeOptions = {}) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const probed: string[] = [];
  const machine: ProvisioningMachine = {
    env: options.env ?? {},
    isExecutable: (file) => files.has(file),
    playwrightChromiumPath: () => playwrightChrome,
    starts: (file) => files.has(file) && !(options.broken ?? []).includes(file),
    reachable: async (url) => {
      probed.push(url);
      return options.reachable ?? false;
    },
    isRoot: () => options.root ?? false,
    osRelease: () => options.osRelease ?? '',
    run(command, args) {
      const line = [command, ...args].join(' ');
      commands.push(line);
      if (options.failing?.some((failing) => line.startsWith(failing))) return false;
      const added =
        command === 'npx'
          ? options.installs?.playwright
          : args[0] === 'install'
            ? options.installs?.apt
            : [];
      for (const file of added ?? []) files.add(file);
      return true;
    },
    log: () => {},
  };
  return { machine, commands, probed };
}

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, then the system browser, then Playwright’s download', () => {
    const all = ['/opt/chrome', '/usr/bin/chromium', playwrightChrome];
    expect(
      findChromium(fakeMachine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: all }).machine),
    ).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    expect(findChromium(fakeMachine({ files: all }).machine)).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(findChromium(fakeMachine({ files: ['/usr/bin/chromium-browser'] }).machine)).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(findChromium(fakeMachine({ files: [playwrightChrome] }).machine)).toEqual({
      path: playwrightChrome,
      source: 'playwright',
    });
    expect(findChromium(fakeMachine().machine)).toBeNull();
  });

  it('treats an empty CHROMIUM_PATH as unset', () => {
    const { machine } = fakeMachine({ env: { CHROMIUM_PATH: ' ' }, files: ['/usr/bin/chromium'] });
    expect(findChromium(machine)?.source).toBe('system');
  });
});

describe('provisioning Chromium before the tests', () => {
  it('uses a system Chromium as it is, without downloading or installing', async () => {
    const { machine, commands, probed } = fakeMachine({
      files: ['/usr/bin/chromium'],
      reachable: true,
      root: true,
      osRelease: debian,
    });
    expect(await provisionChromium(machine)).toEqual({
      ok: true,
      chromium: { path: '/usr/bin/chromium', source: 'system' },
    });
    expect(commands).toEqual([]);
    expect(probed).toEqual([]);
  });

  it('uses CHROMIUM_PATH, and stops when it names no browser that starts', async () => {
    expect(
      await provisionChromium(
        fakeMachine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: ['/opt/chrome'] }).machine,
      ),
    ).toMatchObject({ ok: true, chromium: { path: '/opt/chrome' } });
    const { machine, commands } = fakeMachine({
      env: { CHROMIUM_PATH: '/opt/missing' },
      files: ['/usr/bin/chromium'],
      root: true,
      osRelease: debian,
    });
    expect(await provisionChromium(machine)).toEqual({
      ok: false,
      message: 'CHROMIUM_PATH=/opt/missing is not a Chromium that starts.',
    });
    expect(commands).toEqual([]);
  });

  it('downloads Playwright’s Chromium when its host is reachable', async () => {
    const { machine, commands, probed } = fakeMachine({
      reachable: true,
      installs: { playwright: [playwrightChrome] },
    });
    expect(await provisionChromium(machine)).toEqual({
      ok: true,
      chromium: { path: playwrightChrome, source: 'playwright' },
      obtainedWith: 'playwright',
    });
    expect(probed).toEqual(['https://cdn.playwright.dev']);
    expect(commands).toEqual(['npx playwright install chromium']);
  });

  it('asks the download host PLAYWRIGHT_DOWNLOAD_HOST names', async () => {
    const { machine, probed } = fakeMachine({
      env: { PLAYWRIGHT_DOWNLOAD_HOST: 'https://mirror.example.uz/playwright' },
    });
    await provisionChromium(machine);
    expect(probed).toEqual(['https://mirror.example.uz/playwright']);
  });

  it('installs the distribution’s package as root on Debian when the download is unreachable', async () => {
    const { machine, commands } = fakeMachine({
      reachable: false,
      root: true,
      osRelease: debian,
      installs: { apt: ['/usr/bin/chromium'] },
    });
    expect(await provisionChromium(machine)).toEqual({
      ok: true,
      chromium: { path: '/usr/bin/chromium', source: 'system' },
      obtainedWith: 'apt-get',
    });
    expect(commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium fonts-noto-core',
    ]);
  });

  it('falls back to the package on Ubuntu when the downloaded browser does not start', async () => {
    const { machine, commands } = fakeMachine({
      reachable: true,
      root: true,
      osRelease: ubuntu,
      broken: [playwrightChrome],
      installs: { playwright: [playwrightChrome], apt: ['/usr/bin/chromium'] },
    });
    expect(await provisionChromium(machine)).toMatchObject({
      ok: true,
      chromium: { path: '/usr/bin/chromium' },
      obtainedWith: 'apt-get',
    });
    expect(commands[0]).toBe('npx playwright install chromium');
    expect(commands.slice(1)).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium fonts-noto-core',
    ]);
  });

  it('says what to install, in one line, when nothing can be obtained', async () => {
    for (const options of [
      { root: false, osRelease: debian },
      { root: true, osRelease: alpine },
      { root: true, osRelease: debian, failing: ['apt-get update'] },
    ] satisfies FakeOptions[]) {
      const { machine, commands } = fakeMachine({ reachable: false, ...options });
      const result = await provisionChromium(machine);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.message).toBe(
        'No Chromium for the browser tests: install one (Debian/Ubuntu: `apt-get install chromium fonts-noto-core`; elsewhere: `npx playwright install --with-deps chromium`) or set CHROMIUM_PATH to a Chromium executable.',
      );
      expect(result.message).not.toContain('\n');
      if (!options.root || options.osRelease === alpine) expect(commands).toEqual([]);
    }
  });

  it('recognises Debian and its derivatives from os-release', () => {
    expect(isDebianLike(debian)).toBe(true);
    expect(isDebianLike(ubuntu)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike(alpine)).toBe(false);
    expect(isDebianLike('ID=fedora\nNAME="Fedora Linux (debian-free)"\n')).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});
