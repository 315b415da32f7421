import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '@/entities/session';
import {
  $newBuildAvailable,
  $offlineReady,
  buildCheckRequested,
  offlineReadyReached,
  workerUpdated,
} from './background';
import {
  $installOffered,
  $iosInstructionsOpen,
  $online,
  installClicked,
  iosInstructionsClosed,
  pwaStarted,
  wentOffline,
  wentOnline,
} from './index';
import {
  fetchLatestBuildFx,
  interceptNavigationFx,
  scheduleBuildChecksFx,
  watchChunkFailuresFx,
} from './builds';
import { watchConnectivityFx } from './connectivity';
import {
  detectPlatformFx,
  installPromptCaptured,
  promptInstallFx,
  watchInstallPromptFx,
  type InstallPromptEvent,
} from './install';
import { guardedReloadFx } from './reload';
import { forgetPersonalCachesFx, registerWorkerFx } from './worker';

interface Options {
  latestBuild?: string;
  ios?: boolean;
  installed?: boolean;
  outcome?: 'accepted' | 'dismissed';
}

/** A scope with every browser effect replaced by a recorder. */
function pwaScope({
  latestBuild = 'build-1',
  ios = false,
  installed = false,
  outcome = 'accepted',
}: Options = {}) {
  const calls = {
    fetchLatest: vi.fn(async () => latestBuild),
    intercept: vi.fn((_newBuild: boolean) => undefined),
    schedule: vi.fn((_interval: number) => undefined),
    reload: vi.fn(() => true),
    forget: vi.fn(async () => undefined),
    register: vi.fn(async (_params: { buildId: string | null }) => undefined),
    prompt: vi.fn(async (_event: InstallPromptEvent) => outcome),
  };
  const scope = fork({
    handlers: [
      [fetchLatestBuildFx, calls.fetchLatest],
      [interceptNavigationFx, calls.intercept],
      [scheduleBuildChecksFx, calls.schedule],
      [watchChunkFailuresFx, () => undefined],
      [watchConnectivityFx, () => undefined],
      [registerWorkerFx, calls.register],
      [forgetPersonalCachesFx, calls.forget],
      [guardedReloadFx, calls.reload],
      [detectPlatformFx, () => ({ ios, installed })],
      [watchInstallPromptFx, () => undefined],
      [promptInstallFx, calls.prompt],
    ],
  });
  return { scope, calls };
}

const promptEvent = {} as InstallPromptEvent;

describe('new-build detection', () => {
  it('switches the next navigation to a full page load when the build id changes', async () => {
    const { scope, calls } = pwaScope({ latestBuild: 'build-2' });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    expect(calls.schedule).toHaveBeenCalledTimes(1);
    expect(calls.intercept).toHaveBeenLastCalledWith(false);

    await allSettled(buildCheckRequested, { scope });
    expect(scope.getState($newBuildAvailable)).toBe(true);
    expect(calls.intercept).toHaveBeenLastCalledWith(true);

    // Once known, the file is not read again.
    await allSettled(buildCheckRequested, { scope });
    expect(calls.fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('keeps client navigation while the build is current', async () => {
    const { scope, calls } = pwaScope({ latestBuild: 'build-1' });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    await allSettled(buildCheckRequested, { scope });
    await allSettled(buildCheckRequested, { scope });
    expect(calls.fetchLatest).toHaveBeenCalledTimes(2);
    expect(scope.getState($newBuildAvailable)).toBe(false);
    expect(calls.intercept).not.toHaveBeenCalledWith(true);
  });

  it('keeps the page as it is when the latest-build file cannot be read', async () => {
    const { scope, calls } = pwaScope();
    calls.fetchLatest.mockRejectedValueOnce(new Error('offline'));
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    await allSettled(buildCheckRequested, { scope });
    expect(scope.getState($newBuildAvailable)).toBe(false);
  });

  it('does not poll without a build (development)', async () => {
    const { scope, calls } = pwaScope({ latestBuild: 'build-2' });
    await allSettled(pwaStarted, { scope, params: { buildId: null } });
    await allSettled(buildCheckRequested, { scope });
    expect(calls.schedule).not.toHaveBeenCalled();
    expect(calls.fetchLatest).not.toHaveBeenCalled();
  });
});

describe('offline worker', () => {
  it('registers the worker with the build id and records the offline-ready flag', async () => {
    const { scope, calls } = pwaScope();
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    expect(calls.register).toHaveBeenCalledWith({ buildId: 'build-1' });
    expect(scope.getState($offlineReady)).toBe(false);
    await allSettled(offlineReadyReached, { scope });
    expect(scope.getState($offlineReady)).toBe(true);
  });

  it('reloads through the guard when an updated worker takes over', async () => {
    const { scope, calls } = pwaScope();
    await allSettled(workerUpdated, { scope });
    expect(calls.reload).toHaveBeenCalledTimes(1);
  });

  it('clears personal entries from the caches on sign-out and account deletion', async () => {
    const { scope, calls } = pwaScope();
    await allSettled(loggedOut, { scope });
    expect(calls.forget).toHaveBeenCalledTimes(1);
  });
});

describe('connectivity', () => {
  it('follows the browser going offline and online', async () => {
    const { scope } = pwaScope();
    expect(scope.getState($online)).toBe(true);
    await allSettled(wentOffline, { scope });
    expect(scope.getState($online)).toBe(false);
    await allSettled(wentOnline, { scope });
    expect(scope.getState($online)).toBe(true);
  });
});

describe('install offer', () => {
  it('offers installing once the browser hands over its prompt, and shows the prompt on request', async () => {
    const { scope, calls } = pwaScope({ outcome: 'accepted' });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    expect(scope.getState($installOffered)).toBe(false);
    await allSettled(installPromptCaptured, { scope, params: promptEvent });
    expect(scope.getState($installOffered)).toBe(true);
    await allSettled(installClicked, { scope });
    expect(calls.prompt).toHaveBeenCalledWith(promptEvent);
    expect(scope.getState($installOffered)).toBe(false);
  });

  it('stops offering a prompt that was dismissed (it can be shown only once)', async () => {
    const { scope } = pwaScope({ outcome: 'dismissed' });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    await allSettled(installPromptCaptured, { scope, params: promptEvent });
    await allSettled(installClicked, { scope });
    expect(scope.getState($installOffered)).toBe(false);
  });

  it('explains Share → Add to Home Screen on iPhone and iPad', async () => {
    const { scope, calls } = pwaScope({ ios: true });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    expect(scope.getState($installOffered)).toBe(true);
    await allSettled(installClicked, { scope });
    expect(calls.prompt).not.toHaveBeenCalled();
    expect(scope.getState($iosInstructionsOpen)).toBe(true);
    await allSettled(iosInstructionsClosed, { scope });
    expect(scope.getState($iosInstructionsOpen)).toBe(false);
  });

  it('offers nothing when already running as an installed app', async () => {
    const { scope } = pwaScope({ ios: true, installed: true });
    await allSettled(pwaStarted, { scope, params: { buildId: 'build-1' } });
    expect(scope.getState($installOffered)).toBe(false);
  });
});
