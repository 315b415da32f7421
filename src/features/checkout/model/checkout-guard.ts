import { sample } from 'effector';
import { navigateFx, $locale } from '@/shared/model';
import { loggedOut } from '@/entities/session';
import { $cart, cartCheckRequested } from '@/entities/cart';
import { fetchDeliverySettingsFx } from '@/entities/shop';
import { $draftRead, readDraftFx } from './form';
import { readOneClickFx } from './stored';
import { $oneClickItem, checkoutOpened } from './order-state';

// Opening checkout reads what the device holds: the item bought in one click (stored by
// ./stored on the product page) and, once, the form's draft.
sample({ clock: checkoutOpened, target: readOneClickFx });
sample({ clock: readOneClickFx.doneData, target: $oneClickItem });
sample({ clock: checkoutOpened, filter: $draftRead.map((read) => !read), target: readDraftFx });
sample({ clock: loggedOut, fn: () => null, target: $oneClickItem });
sample({ clock: checkoutOpened, target: fetchDeliverySettingsFx });

// Guard, once the one-click item is known: nothing to buy goes back to the cart; otherwise the
// cart is checked first.
sample({
  clock: readOneClickFx.doneData,
  source: { cart: $cart, locale: $locale },
  filter: ({ cart }, item) => item === null && cart.length === 0,
  fn: ({ locale }) => `/${locale}/cart`,
  target: navigateFx,
});
sample({
  clock: readOneClickFx.doneData,
  source: $cart,
  filter: (cart, item) => item === null && cart.length > 0,
  target: cartCheckRequested,
});
