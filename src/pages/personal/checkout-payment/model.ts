import { createEvent, sample } from 'effector';
import { signInRequested } from '@/features/auth';
import { paymentPageOpened, paymentSignInClicked } from '@/features/checkout';
import { searchParamsOf, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({
  clock: pageStarted,
  filter: (context) => Boolean(searchParamsOf(context).get('tid')),
  fn: (context) => searchParamsOf(context).get('tid') ?? '',
  target: paymentPageOpened,
});
// The session ended while the payment was checked: signing in again stays on this page.
sample({ clock: paymentSignInClicked, fn: () => ({ returnTo: null }), target: signInRequested });
