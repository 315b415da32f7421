import { createEvent, sample } from 'effector';
import { userReloadRequested } from '@/entities/session';
import { addressesRequested } from '@/entities/address';
import { cardsRequested } from '@/entities/card';
import { profileOpened } from '@/features/account';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The profile is shown as the server has it now (it may have changed on another device).
sample({ clock: pageStarted, target: userReloadRequested });
// Names typed before the page was loaded anew (a reload, a switch of language) come back.
sample({ clock: pageStarted, target: profileOpened });
// Saved cards live on the server: another device may have added or removed one.
sample({ clock: pageStarted, target: cardsRequested });
// So does the address book: it is kept on the server, shared by every device of the shopper.
sample({ clock: pageStarted, target: addressesRequested });
