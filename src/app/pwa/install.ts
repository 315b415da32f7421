import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isIosDevice, isStandalone } from './platform';
import { pwaStarted } from './started';

/** Chromium's install prompt, held back until the shopper asks for it. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptCaptured = createEvent<InstallPromptEvent>();
export const appInstalled = createEvent();
/** The shopper asked to install the app (footer or account page). */
export const installClicked = createEvent();
export const iosInstructionsClosed = createEvent();

export const $installPrompt = createStore<InstallPromptEvent | null>(null, { serialize: 'ignore' })
  .on(installPromptCaptured, (_, event) => event)
  .reset(appInstalled);
/** iPhone or iPad: installing goes through Share → Add to Home Screen. */
export const $isIos = createStore(false, { serialize: 'ignore' });
export const $installed = createStore(false, { serialize: 'ignore' }).on(appInstalled, () => true);
export const $iosInstructionsOpen = createStore(false, { serialize: 'ignore' })
  .on(iosInstructionsClosed, () => false)
  .reset(appInstalled);

/** Whether to offer installing: a prompt is available, or the device is an iPhone/iPad. */
export const $installOffered = combine(
  $installPrompt,
  $isIos,
  $installed,
  (prompt, ios, installed) => !installed && (prompt !== null || ios),
);

export const detectPlatformFx = createEffect(() => ({
  ios: isIosDevice({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  }),
  installed: isStandalone(),
}));

export const watchInstallPromptFx = createEffect(() => {
  const captured = scopeBind(installPromptCaptured, { safe: true });
  const installed = scopeBind(appInstalled, { safe: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the shopper's own click instead of the browser's mini bar.
    event.preventDefault();
    captured(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installed());
});

export const promptInstallFx = createEffect(async (event: InstallPromptEvent) => {
  await event.prompt();
  return (await event.userChoice).outcome;
});

sample({ clock: pwaStarted, target: [detectPlatformFx, watchInstallPromptFx] });
sample({ clock: detectPlatformFx.doneData, fn: ({ ios }) => ios, target: $isIos });
sample({ clock: detectPlatformFx.doneData, fn: ({ installed }) => installed, target: $installed });

sample({
  clock: installClicked,
  source: $installPrompt,
  filter: (prompt): prompt is InstallPromptEvent => prompt !== null,
  target: promptInstallFx,
});
sample({
  clock: installClicked,
  source: { prompt: $installPrompt, ios: $isIos },
  filter: ({ prompt, ios }) => prompt === null && ios,
  fn: () => true,
  target: $iosInstructionsOpen,
});
// A prompt can be shown only once: after the answer it is gone either way.
sample({ clock: promptInstallFx.finally, fn: () => null, target: $installPrompt });
sample({
  clock: promptInstallFx.doneData,
  filter: (outcome) => outcome === 'accepted',
  target: appInstalled,
});
