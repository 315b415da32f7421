// A step of the app's start (entry-client.tsx): the cart, its sync with the server, the cart page's
// and mini-cart's rules, the bridge from the catalogue, and what checkout keeps on the device
// (checkout's own models load with its pages).
import '@/features/cart/model/cart';
import '@/features/cart/model/sync';
import '@/features/cart/model/page';
import '@/features/cart/model/bridge';
import '@/features/checkout/model/stored';
