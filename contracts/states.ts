/**
 * Provider states: sentences about the data an interaction needs. The consumer tests name them,
 * the provider verification seeds the reference API for each one (provider/states.ts), and the
 * README explains them to the backend team. One list, so a typo cannot split the two sides.
 */
export const customerPhone = '+998901234567';
export const signInCode = '24680';
export const pendingCardRequestId = '5b0c2f9e-6d1a-4c47-9a3e-0f8d7c6b5a41';
export const rejectingCardRequestId = '0e4d8a62-3b71-4f0c-8d25-7c9e1b6a3f58';
export const orderTransactionId = '9f1c3b7e-2a64-4d8e-b5f0-6c2e8a1d4b97';

export const states = {
  noCodeRequested: `no sign-in code was sent to ${customerPhone} in the last hour`,
  codeJustSent: `a sign-in code was just sent to ${customerPhone}`,
  codeSent: `the sign-in code ${signInCode} was sent to ${customerPhone}`,
  signedOut: 'no customer is signed in',
  signedIn: `a signed-in customer with the phone ${customerPhone}`,
  signedInNamed: 'a signed-in customer named Dilnoza Karimova',
  cartWithMilk: "a signed-in customer with two of 'milk-1l' in the saved cart",
  catalogue:
    "the catalogue has the product 'milk-1l' (brand 'musaffo', category 'milk', 14 500 sum, 48 in stock)",
  homeContent: 'home slides, top categories and product rails exist for individual shoppers',
  blogPublished: "the blog article 'choosing-apricots' is published",
  pageExists: "the content page 'about' exists",
  stores: 'the stores Savat Chilonzor and Savat Yunusobod exist',
  deliverySettings: 'delivery settings with a courier fee and a free-delivery threshold exist',
  orderStock: "a signed-in customer, and 'milk-1l' costs 14 500 sum with 48 in stock",
  lastUnits: "a signed-in customer, and only 3 of 'yogurt-last-units' are left",
  orderPlaced: `a signed-in customer with one pickup order whose transaction id is ${orderTransactionId}`,
  cardPending: `a signed-in customer is adding the card 8600 0000 0000 0015 with the request id ${pendingCardRequestId}`,
  cardRejectsCodes: `a signed-in customer is adding the card 8600 0000 0000 0023, which rejects every code, with the request id ${rejectingCardRequestId}`,
  twoCards: 'a signed-in customer with two saved cards',
  otherCustomersCard: 'a signed-in customer, and card 1 belongs to another customer',
  paidCardOrder:
    'a signed-in customer with one pickup order of two milk-1l paid by card, its charge taken',
  assemblingOrder: 'a signed-in customer with one pickup order that pickers are assembling',
  foreignOrder: 'a signed-in customer, and order 1 belongs to another customer',
  noBusinessRequests: 'no company request was sent from this address in the last hour',
  regions: 'the shop delivers to Tashkent city and the 13 regions, each with its cities',
  perishableMilk: "'milk-1l' (1 060 g) is perishable and 'washing-powder-3kg' (3 100 g) is not",
  cardAndPerishableMilk: "a signed-in customer with a saved card, and 'milk-1l' is perishable",
  courierWindows: 'courier windows in Tashkent have every place free',
  twoAddresses: 'a signed-in customer with two saved addresses, address 1 the default',
  otherCustomersAddress: 'a signed-in customer, and address 1 belongs to another customer',
  substitutionOrder:
    'a signed-in customer with pickup order 1, missing items to be removed but milk-1l called about',
} as const;

export type StateSentence = (typeof states)[keyof typeof states];
