/**
 * Seeds the reference API for each provider state named in the pacts. Every handler starts
 * from a freshly seeded database, so interactions never see each other's data; a signed-in
 * state remembers the real bearer token for the verifier to put on the request.
 */
import type { ReferenceApi } from '../../reference-api/index.ts';
import { hashCode } from '../../reference-api/domain/secrets.ts';
import {
  customerPhone,
  orderTransactionId,
  pendingCardRequestId,
  rejectingCardRequestId,
  signInCode,
  states,
  type StateSentence,
} from '../states';

export interface ProviderSession {
  /** The bearer token of the state's signed-in customer; null when nobody is signed in. */
  token: string | null;
}

interface StateContext {
  api: ReferenceApi;
  baseUrl: string;
  session: ProviderSession;
}

type StateHandler = (parameters: unknown) => Promise<undefined>;

async function call(
  context: StateContext,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'X-LANG': 'uz', ...extraHeaders };
  if (context.session.token) headers.Authorization = `Bearer ${context.session.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${context.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`State setup: ${method} ${path} answered ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function dataOf(answer: Record<string, unknown>): Record<string, unknown> {
  return answer.data as Record<string, unknown>;
}

async function sendCode(context: StateContext): Promise<void> {
  await call(context, 'POST', '/api/auth/send-otp', {
    phone: customerPhone,
    user_type: 'individual',
  });
}

async function signIn(context: StateContext): Promise<void> {
  await sendCode(context);
  const otp = context.api.outbox.lastCode(customerPhone);
  if (!otp) throw new Error('State setup: no sign-in code reached the dev outbox');
  const session = await call(context, 'POST', '/api/auth/verify-otp', {
    phone: customerPhone,
    otp,
  });
  context.session.token = String(session.access_token);
}

/** Does `action` signed in as another customer, then signs the customer back in. */
async function asOtherCustomer(context: StateContext, action: () => Promise<unknown>) {
  const customerToken = context.session.token;
  await call(context, 'POST', '/api/auth/send-otp', {
    phone: otherCustomerPhone,
    user_type: 'individual',
  });
  const session = await call(context, 'POST', '/api/auth/verify-otp', {
    phone: otherCustomerPhone,
    otp: context.api.outbox.lastCode(otherCustomerPhone),
  });
  context.session.token = String(session.access_token);
  await action();
  context.session.token = customerToken;
}

async function serverSecret(context: StateContext): Promise<string> {
  const { rows } = await context.api.db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'secret'",
  );
  const secret = rows[0]?.value;
  if (!secret) throw new Error('State setup: the reference API has no secret');
  return secret;
}

/** Replaces the random sign-in code with the one the pact sends. */
async function fixSignInCode(context: StateContext): Promise<void> {
  const secret = await serverSecret(context);
  await context.api.db.query('UPDATE otp_codes SET code_hash = $2 WHERE phone = $1', [
    customerPhone,
    hashCode(secret, `otp:${customerPhone}`, signInCode),
  ]);
}

async function expectProduct(context: StateContext, id: number, slug: string): Promise<void> {
  const { rows } = await context.api.db.query<{ slug: string }>(
    'SELECT slug FROM products WHERE id = $1',
    [id],
  );
  if (rows[0]?.slug !== slug) {
    throw new Error(`State setup: product ${id} should be '${slug}' in the seeded catalogue`);
  }
}

async function startAddingCard(
  context: StateContext,
  number: string,
  requestId: string,
): Promise<void> {
  const started = dataOf(
    await call(context, 'POST', '/api/payments/card/create', { number, expire: '12/30' }),
  );
  // The code is bound to the request id, so it is re-keyed with the simulator's code 666666.
  const secret = await serverSecret(context);
  await context.api.db.query(
    'UPDATE cards SET request_id = $2, code_hash = $3 WHERE request_id = $1',
    [started.request_id, requestId, hashCode(secret, `card:${requestId}`, '666666')],
  );
}

async function addCard(context: StateContext, number: string): Promise<void> {
  const started = dataOf(
    await call(context, 'POST', '/api/payments/card/create', { number, expire: '12/30' }),
  );
  await call(context, 'POST', '/api/payments/card/confirm', {
    request_id: started.request_id,
    code: '666666',
  });
}

const otherCustomerPhone = '+998911234567';

const homeAddress = {
  region: 'tashkent',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
};
const officeAddress = {
  region: 'tashkent',
  city: 'Yunusobod',
  address: 'Amir Temur shoh koʻchasi 108',
};

/** Two milk-1l for pickup at store 1, as the signed-in customer; the first order gets id 1. */
async function placePickupOrder(
  context: StateContext,
  payment: Record<string, unknown>,
  choices: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const placed = dataOf(
    await call(
      context,
      'POST',
      '/api/orders/',
      {
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
        receiver: { name: 'Dilnoza', surname: 'Karimova', phone: customerPhone },
        payment,
        lines: [{ product_id: 1, quantity: 2 }],
        expected_total: 29000,
        ...choices,
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    ),
  );
  if (placed.id !== 1) {
    throw new Error(`State setup: the first order got the id ${String(placed.id)}`);
  }
  return { id: 1 };
}

async function expectPerishable(context: StateContext, slug: string, perishable: boolean) {
  const { rows } = await context.api.db.query<{ perishable: boolean }>(
    'SELECT perishable FROM products WHERE slug = $1',
    [slug],
  );
  if (rows[0]?.perishable !== perishable) {
    throw new Error(`State setup: '${slug}' should${perishable ? '' : ' not'} be perishable`);
  }
}

const seeders: Record<StateSentence, (context: StateContext) => Promise<void>> = {
  [states.noBusinessRequests]: async () => {},
  [states.regions]: async () => {},
  [states.perishableMilk]: async (context) => {
    await expectProduct(context, 1, 'milk-1l');
    await expectProduct(context, 8, 'washing-powder-3kg');
    await expectPerishable(context, 'milk-1l', true);
    await expectPerishable(context, 'washing-powder-3kg', false);
  },
  [states.cardAndPerishableMilk]: async (context) => {
    await signIn(context);
    await addCard(context, '8600000000000015');
    await expectPerishable(context, 'milk-1l', true);
  },
  [states.courierWindows]: async () => {},
  [states.noCodeRequested]: async () => {},
  [states.codeJustSent]: sendCode,
  [states.codeSent]: async (context) => {
    await sendCode(context);
    await fixSignInCode(context);
  },
  [states.signedOut]: async () => {},
  [states.signedIn]: signIn,
  [states.signedInNamed]: async (context) => {
    await signIn(context);
    await call(context, 'PUT', '/api/profile', { name: 'Dilnoza', surname: 'Karimova' });
  },
  [states.cartWithMilk]: async (context) => {
    await signIn(context);
    await call(context, 'POST', '/api/profile/cart', {
      cart_data: [
        {
          product_id: 1,
          name: 'Sut 3,2% 1 l',
          img_url: '/api/media/milk-320.webp',
          quantity: 2,
          attributes: {},
          price: 14500,
          slug: 'milk-1l',
          mxit: '10401001001000000',
          mxit_unit: '1520',
          weight: 1060,
          currency_name: 'sum',
        },
      ],
    });
  },
  [states.catalogue]: async (context) => {
    await expectProduct(context, 1, 'milk-1l');
    await context.api.db.query(
      "UPDATE products SET price = 14500, stock = 48 WHERE slug = 'milk-1l'",
    );
  },
  [states.homeContent]: async () => {},
  [states.blogPublished]: async () => {},
  [states.pageExists]: async () => {},
  [states.stores]: async () => {},
  [states.deliverySettings]: async () => {},
  [states.orderStock]: async (context) => {
    await signIn(context);
    await expectProduct(context, 1, 'milk-1l');
    await context.api.db.query(
      "UPDATE products SET price = 14500, stock = 48 WHERE slug = 'milk-1l'",
    );
  },
  [states.lastUnits]: async (context) => {
    await signIn(context);
    await expectProduct(context, 3, 'yogurt-last-units');
    await context.api.db.query("UPDATE products SET stock = 3 WHERE slug = 'yogurt-last-units'");
  },
  [states.orderPlaced]: async (context) => {
    await signIn(context);
    const placed = dataOf(
      await call(
        context,
        'POST',
        '/api/orders/',
        {
          delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
          receiver: { name: 'Dilnoza', surname: 'Karimova', phone: customerPhone },
          payment: { type: 'cash' },
          lines: [{ product_id: 1, quantity: 2 }],
          expected_total: 29000,
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      ),
    );
    if (placed.id !== 1)
      throw new Error(`State setup: the first order got the id ${String(placed.id)}`);
    await context.api.db.query('UPDATE orders SET transaction_id = $2 WHERE id = $1', [
      placed.id,
      orderTransactionId,
    ]);
  },
  [states.cardPending]: async (context) => {
    await signIn(context);
    await startAddingCard(context, '8600000000000015', pendingCardRequestId);
  },
  [states.cardRejectsCodes]: async (context) => {
    await signIn(context);
    await startAddingCard(context, '8600000000000023', rejectingCardRequestId);
  },
  [states.twoCards]: async (context) => {
    await signIn(context);
    await addCard(context, '8600000000000015');
    await addCard(context, '9860000000000018');
  },
  [states.twoAddresses]: async (context) => {
    await signIn(context);
    await call(context, 'POST', '/api/addresses', homeAddress);
    await call(context, 'POST', '/api/addresses', officeAddress);
  },
  [states.substitutionOrder]: async (context) => {
    await signIn(context);
    await placePickupOrder(
      context,
      { type: 'cash' },
      { substitution: 'remove', lines: [{ product_id: 1, quantity: 2, substitution: 'call' }] },
    );
  },
  [states.otherCustomersAddress]: async (context) => {
    await signIn(context);
    await asOtherCustomer(context, () => call(context, 'POST', '/api/addresses', homeAddress));
  },
  [states.otherCustomersCard]: async (context) => {
    await signIn(context);
    await asOtherCustomer(context, () => addCard(context, '8600000000000015'));
  },
  [states.paidCardOrder]: async (context) => {
    await signIn(context);
    await addCard(context, '8600000000000015');
    const cards = await call(context, 'GET', '/api/payments/cards');
    const [card] = cards.data as Array<{ id: number }>;
    const placed = await placePickupOrder(context, { type: 'card', card_id: card!.id });
    // The simulator's charge is taken at once instead of after its delay.
    await context.api.db.query(
      `UPDATE orders SET status = 'confirmed', payment_status = 'paid', payment_due_at = NULL,
         status_history = status_history || jsonb_build_array(
           jsonb_build_object('status', 'confirmed', 'at', now()))
       WHERE id = $1`,
      [placed.id],
    );
  },
  [states.assemblingOrder]: async (context) => {
    await signIn(context);
    const placed = await placePickupOrder(context, { type: 'cash' });
    await context.api.db.query(
      `UPDATE orders SET status = 'assembling',
         status_history = status_history || jsonb_build_array(
           jsonb_build_object('status', 'assembling', 'at', now()))
       WHERE id = $1`,
      [placed.id],
    );
  },
  [states.foreignOrder]: async (context) => {
    await signIn(context);
    const customerToken = context.session.token;
    await call(context, 'POST', '/api/auth/send-otp', {
      phone: otherCustomerPhone,
      user_type: 'individual',
    });
    const otp = context.api.outbox.lastCode(otherCustomerPhone);
    const session = await call(context, 'POST', '/api/auth/verify-otp', {
      phone: otherCustomerPhone,
      otp,
    });
    context.session.token = String(session.access_token);
    await placePickupOrder(context, { type: 'cash' });
    context.session.token = customerToken;
  },
};

const accountTables = [
  'refunds',
  'order_lines',
  'orders',
  'cards',
  'carts',
  'photos',
  'access_tokens',
  'otp_sends',
  'otp_codes',
  'users',
];

interface ProductStock {
  id: number;
  price: number;
  stock: number;
}

/**
 * Back to the seeded shop without re-seeding it (a full `reset()` costs over a second per
 * interaction): accounts, orders and cards are emptied and prices and stock put back.
 */
async function cleanSlate(api: ReferenceApi, seeded: ProductStock[]): Promise<void> {
  await api.db.exec(`TRUNCATE ${accountTables.join(', ')} RESTART IDENTITY CASCADE`);
  const { rows } = await api.db.query<ProductStock>('SELECT id, price, stock FROM products');
  const current = new Map(rows.map((row) => [row.id, row]));
  for (const product of seeded) {
    const now = current.get(product.id);
    if (now && now.price === product.price && now.stock === product.stock) continue;
    await api.db.query('UPDATE products SET price = $2, stock = $3 WHERE id = $1', [
      product.id,
      product.price,
      product.stock,
    ]);
  }
}

/** `stateHandlers` for the Pact verifier, keyed by the exact state sentences. */
export async function createStateHandlers(
  api: ReferenceApi,
  baseUrl: string,
  session: ProviderSession,
): Promise<Record<string, StateHandler>> {
  const context: StateContext = { api, baseUrl, session };
  const { rows: seeded } = await api.db.query<ProductStock>(
    'SELECT id, price, stock FROM products',
  );
  return Object.fromEntries(
    Object.entries(seeders).map(([sentence, seed]) => [
      sentence,
      async (_parameters: unknown) => {
        await cleanSlate(api, seeded);
        session.token = null;
        await seed(context);
        return undefined;
      },
    ]),
  );
}
