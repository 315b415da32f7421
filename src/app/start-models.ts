// The models every page runs that the rest build on, evaluated in a step of the app's start of
// their own (see entry-client.tsx): the shared ones, the session, asking to sign in and the cart
// itself. Creating their units is most of the work of evaluating the app's code; the cart's sync
// with the server, the mini-cart's rules and what checkout does on any page are created with the
// app's views in the next step (start-client.tsx), so that neither step keeps a phone's main
// thread busy for long at once.
import '@/shared/model';
import '@/entities/session';
import '@/features/auth';
import '@/entities/cart';
