// A step of the app's start (entry-client.tsx): the cart, its sync with the server, the cart page's
// and mini-cart's rules, and what checkout keeps on the device (checkout's own models load with
// its pages).
import '@/entities/cart';
import '@/features/cart';
import '@/features/checkout/index.start';
