import { useUnit } from 'effector-react';
import { useState } from 'react';
import { lazyComponent } from 'design-system';
import { onDemand } from '@/shared/lib/on-demand';
import { $signInOpen } from '../model/sign-in-request';

const load = onDemand(() => import('./sign-in-dialog'));
const LoadedSignInDialog = lazyComponent(() => load().then((module) => module.SignInDialog));

/**
 * The sign-in dialog, mounted on every page: its code (the phone and code steps and the dialog's
 * focus and scroll handling) is fetched only when a shopper first asks to sign in, so pages that
 * are only browsed never download it.
 */
export function SignInDialog() {
  const open = useUnit($signInOpen);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return <LoadedSignInDialog />;
}

/** Starts loading the dialog's code, e.g. when the pointer rests on a sign-in button. */
export function preloadSignInDialog(): void {
  void Promise.all([load(), LoadedSignInDialog.preload()]).then(([module]) =>
    module.preloadSignInDialog(),
  );
}
