// The models every page runs, evaluated in a step of the app's start before the app's views
// (see entry-client.tsx): the shared ones, the session, the cart with its sync and the mini-cart's
// rules, asking to sign in, and what checkout does on any page. Creating their units is most of
// the work of evaluating the app's code; in one task with the views it kept a phone's main thread
// busy about 0.14 s at once.
import '@/shared/model';
import '@/entities/session';
import '@/entities/cart';
import '@/features/auth';
import '@/features/cart';
import '@/features/checkout/index.start';
