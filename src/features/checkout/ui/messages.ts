import { defineMessage, defineMessages } from 'react-intl';
import type { DeliveryType, PaymentType } from '@/shared/api';
import type { CheckoutStep } from '../lib/form';

const checkoutMessagesPlain = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout', description: 'Checkout page heading' },
  steps: {
    id: 'checkout.steps',
    defaultMessage: 'Checkout steps',
    description: 'Accessible name of the checkout progress',
  },
  continue: {
    id: 'checkout.continue',
    defaultMessage: 'Continue',
    description: 'Checkout: go to the next step',
  },
  back: { id: 'checkout.back', defaultMessage: 'Back', description: 'Checkout: previous step' },
  deliveryLegend: {
    id: 'checkout.delivery.legend',
    defaultMessage: 'How should we deliver?',
    description: 'Delivery method group label',
  },
  free: { id: 'checkout.free', defaultMessage: 'Free', description: 'Delivery costs nothing' },
  pickupText: {
    id: 'checkout.delivery.pickupText',
    defaultMessage: 'Collect the order at one of our stores in Tashkent',
    description: 'Store pickup explained',
  },
  regionalText: {
    id: 'checkout.delivery.regionalText',
    defaultMessage: 'Anywhere in Uzbekistan by the regional tariff, priced by the cart weight',
    description: 'Delivery to other regions explained',
  },
  addressLegend: {
    id: 'checkout.address.legend',
    defaultMessage: 'Delivery address',
    description: 'Address step heading',
  },
  storeLegend: {
    id: 'checkout.store.legend',
    defaultMessage: 'Choose a store',
    description: 'Pickup store step heading',
  },
  chooseStore: {
    id: 'checkout.store.choose',
    defaultMessage: 'Pick up here',
    description: 'Button choosing a store for pickup',
  },
  chosenStore: {
    id: 'checkout.store.chosen',
    defaultMessage: 'Chosen',
    description: 'The store chosen for pickup',
  },
  noStores: {
    id: 'checkout.store.none',
    defaultMessage: 'Stores not found',
    description: 'No stores to pick up from',
  },
  region: { id: 'checkout.address.region', defaultMessage: 'Region', description: 'Field label' },
  district: {
    id: 'checkout.address.district',
    defaultMessage: 'District',
    description: 'Tashkent district field label',
  },
  chooseDistrict: {
    id: 'checkout.address.chooseDistrict',
    defaultMessage: 'Choose a district',
    description: 'District select placeholder',
  },
  chooseCity: {
    id: 'checkout.address.chooseCity',
    defaultMessage: 'Choose a city',
    description: 'City select placeholder, for delivery to a region',
  },
  chooseRegion: {
    id: 'checkout.address.chooseRegion',
    defaultMessage: 'Choose a region',
    description: 'Region select placeholder',
  },
  city: { id: 'checkout.address.city', defaultMessage: 'City', description: 'Field label' },
  address: {
    id: 'checkout.address.address',
    defaultMessage: 'Street and house',
    description: 'Field label',
  },
  flat: { id: 'checkout.address.flat', defaultMessage: 'Flat', description: 'Field label' },
  entrance: {
    id: 'checkout.address.entrance',
    defaultMessage: 'Entrance',
    description: 'Field label',
  },
  floor: { id: 'checkout.address.floor', defaultMessage: 'Floor', description: 'Field label' },
  intercom: {
    id: 'checkout.address.intercom',
    defaultMessage: 'Intercom',
    description: 'Field label',
  },
  comment: {
    id: 'checkout.address.comment',
    defaultMessage: 'Note for the courier',
    description: 'Field label',
  },
  receiverLegend: {
    id: 'checkout.receiver.legend',
    defaultMessage: 'Receiver',
    description: 'Receiver fields heading',
  },
  name: { id: 'checkout.receiver.name', defaultMessage: 'Name', description: 'Field label' },
  surname: {
    id: 'checkout.receiver.surname',
    defaultMessage: 'Surname',
    description: 'Field label',
  },
  phone: {
    id: 'checkout.receiver.phone',
    defaultMessage: 'Phone number',
    description: 'Field label',
  },
  paymentLegend: {
    id: 'checkout.payment.legend',
    defaultMessage: 'Payment',
    description: 'Payment method group label',
  },
  cardsLegend: {
    id: 'checkout.payment.cards',
    defaultMessage: 'Pay with',
    description: 'Saved cards group label',
  },
  noCards: {
    id: 'checkout.payment.noCards',
    defaultMessage: 'You have no saved cards yet.',
    description: 'No saved cards',
  },
  // The account's saved-cards texts: the same failure is told the same way.
  cardsFailed: {
    id: 'cards.saved.failed.load',
    defaultMessage: 'Your cards could not be loaded. Check the connection and try again.',
    description: 'The saved cards list failed to load',
  },
  cardsRetry: {
    id: 'cards.saved.retry',
    defaultMessage: 'Try again',
    description: 'Loads the saved cards again after a failure',
  },
  cardsLoading: {
    id: 'cards.saved.loading',
    defaultMessage: 'Loading your cards…',
    description: 'The saved cards are being loaded',
  },
  addCard: {
    id: 'checkout.payment.addCard',
    defaultMessage: 'Add a card',
    description: 'Opens the add-card dialog',
  },
  summary: {
    id: 'checkout.summary.title',
    defaultMessage: 'Your order',
    description: 'Order summary heading',
  },
  subtotal: {
    id: 'checkout.summary.subtotal',
    defaultMessage: 'Goods',
    description: 'Sum of the order lines',
  },
  deliveryFee: {
    id: 'checkout.summary.delivery',
    defaultMessage: 'Delivery',
    description: 'Delivery fee row',
  },
  deliveryUnknown: {
    id: 'checkout.summary.deliveryUnknown',
    defaultMessage: 'Not chosen yet',
    description: 'Delivery fee before a method is chosen',
  },
  total: { id: 'checkout.summary.total', defaultMessage: 'Total', description: 'Order total' },
  placeOrder: {
    id: 'checkout.placeOrder',
    defaultMessage: 'Place the order',
    description: 'Places an order paid on receipt',
  },
  priceChanged: {
    id: 'checkout.conflict.priceChanged',
    defaultMessage: 'Prices have changed. Nothing was charged; check the new total and pay again.',
    description: 'The server refused the order because prices changed',
  },
  stockConflict: {
    id: 'checkout.conflict.stock',
    defaultMessage:
      'Some items are no longer available in that quantity. Nothing was charged; your cart was updated.',
    description: 'The server refused the order because of stock',
  },
  windowGone: {
    id: 'checkout.conflict.window',
    defaultMessage: 'The chosen time is no longer available. Choose another time and try again.',
    description: 'The server refused the order: the delivery or pickup window filled up or closed',
  },
  tooManyOrders: {
    id: 'checkout.conflict.tooManyRequests',
    defaultMessage:
      'Too many orders in a short time. Nothing was charged; try again a little later.',
    description: 'The server refused the order: too many orders for now (rate limit)',
  },
  rejected: {
    id: 'checkout.conflict.rejected',
    defaultMessage:
      'The order was not accepted. Check the delivery, the receiver and the payment, then try again.',
    description: 'The server refused the order as sent (invalid details)',
  },
  keyReused: {
    id: 'checkout.conflict.keyReused',
    defaultMessage:
      'An earlier attempt with other details may have placed the order already. Check your orders before paying again.',
    description:
      'The server refused the order: its attempt had placed an order with other details before (idempotency key reused)',
  },
  sessionEnded: {
    id: 'checkout.conflict.sessionEnded',
    defaultMessage:
      'Your session has ended. Sign in again to place the order: what you entered and your cart are kept.',
    description: 'Placing the order was refused because the session is over (401)',
  },
  signInAgain: {
    id: 'checkout.conflict.signIn',
    defaultMessage: 'Sign in',
    description: 'Opens the sign-in dialog after the session ended while placing the order',
  },
  failed: {
    id: 'checkout.conflict.failed',
    defaultMessage: 'The order could not be placed. Check your connection and try again.',
    description: 'Placing the order failed for another reason',
  },
  required: {
    id: 'checkout.problem.required',
    defaultMessage: 'Fill in this field',
    description: 'Validation: an empty required field',
  },
  invalidPhone: {
    id: 'checkout.problem.phone',
    defaultMessage: 'Enter an Uzbek mobile number',
    description: 'Validation: wrong receiver phone',
  },
  chooseDelivery: {
    id: 'checkout.problem.delivery',
    defaultMessage: 'Choose a delivery method',
    description: 'Validation: no delivery method',
  },
  chooseStoreProblem: {
    id: 'checkout.problem.store',
    defaultMessage: 'Choose a store',
    description: 'Validation: no pickup store',
  },
  regionProblem: {
    id: 'checkout.problem.region',
    defaultMessage: 'Choose a region outside Tashkent; in Tashkent the courier delivers',
    description: 'Validation: regional delivery to Tashkent',
  },
  choosePayment: {
    id: 'checkout.problem.payment',
    defaultMessage: 'Choose how to pay',
    description: 'Validation: no payment method',
  },
  chooseCard: {
    id: 'checkout.problem.card',
    defaultMessage: 'Choose a card or add one',
    description: 'Validation: card payment without a card',
  },
  checking: {
    id: 'checkout.checking',
    defaultMessage: 'Checking prices and stock…',
    description: 'The cart is being checked before checkout',
  },
  windowRequired: {
    id: 'checkout.window.required',
    defaultMessage: 'Choose a time above to continue.',
    description: 'Why Continue is disabled: no delivery or pickup window is chosen yet',
  },
});

const checkoutMessagesValued = {
  courierText: defineMessage<{ threshold: string }>({
    id: 'checkout.delivery.courierText',
    defaultMessage: 'To your door in Tashkent; free from {threshold}',
    description: 'Courier delivery explained; threshold is a sum',
  }),
  expressText: defineMessage<{ provider: string }>({
    id: 'checkout.delivery.expressText',
    defaultMessage:
      'Fast delivery in Tashkent by {provider}. Its price is shown in the {provider} app and paid there.',
    description: 'Express delivery by a taxi service explained',
  }),
  expressPrice: defineMessage<{ provider: string }>({
    id: 'checkout.delivery.expressPrice',
    defaultMessage: 'In the {provider} app',
    description: 'Where the express delivery price is shown',
  }),
  cardExpires: defineMessage<{ expire: string }>({
    id: 'checkout.payment.cardExpires',
    defaultMessage: 'Valid until {expire}',
    description: 'Saved card expiry',
  }),
  lineQuantity: defineMessage<{ quantity: number; price: string }>({
    id: 'checkout.summary.lineQuantity',
    defaultMessage: '{quantity} × {price}',
    description: 'Order line: quantity times unit price',
  }),
  lineWeight: defineMessage<{ amount: string; price: string }>({
    id: 'checkout.summary.lineWeight',
    defaultMessage: '{amount} kg × {price}/kg',
    description:
      'Order line of goods sold by weight: kilograms (e.g. 0,2) times the price of one kilogram',
  }),
  pay: defineMessage<{ total: string }>({
    id: 'checkout.pay',
    defaultMessage: 'Pay {total}',
    description: 'Places the order and pays by card',
  }),
  conflictLine: defineMessage<{ name: string; available: number; price: string }>({
    id: 'checkout.conflict.line',
    defaultMessage: '{name}: {available} available, now {price} each',
    description: 'One product in a refused order',
  }),
};

export const checkoutMessages = { ...checkoutMessagesPlain, ...checkoutMessagesValued };

export const stepMessages = defineMessages<CheckoutStep | 'store'>({
  delivery: {
    id: 'checkout.step.delivery',
    defaultMessage: 'Delivery',
    description: 'Checkout step: delivery method',
  },
  address: {
    id: 'checkout.step.address',
    defaultMessage: 'Address',
    description: 'Checkout step: delivery address',
  },
  store: {
    id: 'checkout.step.store',
    defaultMessage: 'Store',
    description: 'Checkout step: pickup store',
  },
  payment: {
    id: 'checkout.step.payment',
    defaultMessage: 'Receiver and payment',
    description: 'Checkout step: receiver and payment',
  },
});

export const deliveryMessages = defineMessages<DeliveryType>({
  pickup: {
    id: 'checkout.delivery.pickup',
    defaultMessage: 'Store pickup',
    description: 'Delivery method',
  },
  courier: {
    id: 'checkout.delivery.courier',
    defaultMessage: 'Courier',
    description: 'Delivery method',
  },
  express: {
    id: 'checkout.delivery.express',
    defaultMessage: 'Express courier',
    description: 'Delivery method by a taxi service',
  },
  regional: {
    id: 'checkout.delivery.regional',
    defaultMessage: 'Delivery to the regions',
    description: 'Delivery method outside Tashkent',
  },
});

export const paymentMessages = defineMessages<PaymentType>({
  card: {
    id: 'checkout.payment.card',
    defaultMessage: 'Card online',
    description: 'Payment method',
  },
  cash: {
    id: 'checkout.payment.cash',
    defaultMessage: 'Cash on receipt',
    description: 'Payment method',
  },
  card_on_receipt: {
    id: 'checkout.payment.cardOnReceipt',
    defaultMessage: 'Card on receipt',
    description: 'Payment method at the store',
  },
});
