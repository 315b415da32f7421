export { CheckoutScreen, checkoutTitle } from './checkout-screen';
export { OrderConfirmed, confirmedMessages } from './order-confirmed';
export { PaymentStatus, paymentTitle } from './payment-status';
