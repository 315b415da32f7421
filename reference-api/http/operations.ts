import type { IncomingMessage } from 'node:http';
import type { Context } from 'openapi-backend';
import { logout, sendOtp, verifyOtp } from '../domain/auth.ts';
import { confirmCard, createCard, listCards } from '../domain/cards.ts';
import { getCart, saveCart } from '../domain/cart.ts';
import { getBrand, listBrands } from '../domain/brands.ts';
import { listCategories } from '../domain/categories.ts';
import { getBlog, getPage, listBlogs, listPages } from '../domain/content.ts';
import { getHome, listSlides } from '../domain/home.ts';
import type { ProductListQuery, ProductSort } from '../domain/product-filters.ts';
import { listProducts, listProductSlugs, searchProducts } from '../domain/product-lists.ts';
import { checkProducts, getProduct, type CheckLineInput } from '../domain/products.ts';
import { listStores } from '../domain/stores.ts';
import { pickUserType, type ApiContext, type Locale, type UserType } from '../domain/context.ts';
import { createBusinessRequest, type BusinessRequestInput } from '../domain/business.ts';
import { getDeliverySettings } from '../domain/delivery.ts';
import { listRegions, quoteDelivery } from '../domain/regions.ts';
import { listWindows } from '../domain/windows.ts';
import { createOrder, findOrder, listOrders, type OrderInput } from '../domain/orders.ts';
import { cancelOrder } from '../domain/order-cancel.ts';
import { rememberOrderLanguage } from '../domain/status-sms.ts';
import { deleteCard, setDefaultCard } from '../domain/card-account.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type AddressInput,
} from '../domain/addresses.ts';
import {
  deleteProfile,
  getUser,
  PHOTO_MAX_BYTES,
  updateProfile,
  uploadProfilePhoto,
} from '../domain/profile.ts';
import { readMultipartFile } from './body.ts';

/** Everything an operation gets: the validated request and who is asking. */
export interface Call {
  c: Context;
  ctx: ApiContext;
  req: IncomingMessage;
  lang: Locale;
  userType: UserType;
  /** The signed-in user on protected operations; null on public ones. */
  userId: number | null;
  ip: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Operation = (call: Call) => Promise<Reply>;

const ok = (body: unknown): Reply => ({ status: 200, body });
const noContent = (): Reply => ({ status: 204 });

function user(call: Call): number {
  if (call.userId === null) throw new Error('A protected operation ran without a user');
  return call.userId;
}

/* The router validated bodies, parameters and headers against openapi.yaml before these run,
   so the casts below only name the shapes the contract guarantees. */
const body = <T>(call: Call) => call.c.request.requestBody as T;
const query = <T>(call: Call) => call.c.request.query as T;
const params = <T>(call: Call) => call.c.request.params as T;

export const operations: Record<string, Operation> = {
  async sendOtp(call) {
    const input = body<{ phone: string; user_type: string }>(call);
    return ok(
      await sendOtp(call.ctx, {
        phone: input.phone,
        userType: pickUserType(input.user_type),
        ip: call.ip,
      }),
    );
  },
  async verifyOtp(call) {
    const input = body<{ phone: string; otp: string }>(call);
    const session = await verifyOtp(call.ctx, input);
    return ok({
      access_token: session.accessToken,
      token_type: 'Bearer',
      expires_in: 30 * 24 * 3600,
      user: await getUser(call.ctx, session.userId),
    });
  },
  async getUser(call) {
    return ok(await getUser(call.ctx, user(call)));
  },
  async logout(call) {
    const { scope } = query<{ scope?: 'device' | 'all' }>(call);
    await logout(call.ctx, call.req.headers.authorization, scope === 'all');
    return noContent();
  },
  async updateProfile(call) {
    return ok(
      await updateProfile(call.ctx, user(call), body<{ name: string; surname: string }>(call)),
    );
  },
  async deleteProfile(call) {
    await deleteProfile(call.ctx, user(call));
    return noContent();
  },
  async uploadProfilePhoto(call) {
    const file = await readMultipartFile(call.req, 'photo', PHOTO_MAX_BYTES);
    return ok(await uploadProfilePhoto(call.ctx, user(call), file));
  },
  async getCart(call) {
    return ok(await getCart(call.ctx, user(call), call.lang));
  },
  async saveCart(call) {
    const input = body<{
      cart_data: Array<{
        product_id: number;
        quantity: number;
        attributes: Record<string, string>;
      }>;
    }>(call);
    return ok(await saveCart(call.ctx, user(call), input.cart_data, call.lang));
  },
  async listStores(call) {
    return ok({ data: await listStores(call.ctx, call.lang) });
  },
  async listSlides(call) {
    return ok({ data: await listSlides(call.ctx, call.lang, call.userType) });
  },
  async getDeliverySettings(call) {
    return ok({ data: await getDeliverySettings(call.ctx, call.lang) });
  },
  async createBusinessRequest(call) {
    const request = await createBusinessRequest(
      call.ctx,
      body<BusinessRequestInput>(call),
      call.ip,
      call.lang,
    );
    return { status: 201, body: { data: request } };
  },
  async listDeliveryRegions(call) {
    return ok({ data: listRegions(call.lang) });
  },
  async quoteDelivery(call) {
    const input = body<{ region: string; lines: Array<{ product_id: number; quantity: number }> }>(
      call,
    );
    return ok({ data: await quoteDelivery(call.ctx, input, call.lang) });
  },
  async listDeliveryWindows(call) {
    const q = query<{
      type: 'courier' | 'pickup';
      region?: string;
      store_id?: number | string;
      date?: string;
    }>(call);
    return ok(
      await listWindows(call.ctx, {
        type: q.type,
        region: q.region,
        store_id: q.store_id === undefined ? undefined : Number(q.store_id),
        date: q.date,
      }),
    );
  },
  async createOrder(call) {
    const key = call.req.headers['idempotency-key'];
    const order = await createOrder(
      call.ctx,
      user(call),
      body<OrderInput>(call),
      Array.isArray(key) ? key[0]! : key!,
      call.lang,
    );
    await rememberOrderLanguage(call.ctx, order.id, call.lang);
    return {
      status: 201,
      body: { data: order },
      headers: { Location: `/api/orders/${order.id}/details` },
    };
  },
  async listOrders(call) {
    const q = query<{
      page?: number;
      per_page?: number;
      status?: 'active' | 'completed' | 'cancelled';
    }>(call);
    return ok(await listOrders(call.ctx, user(call), q));
  },
  async getOrderByTransaction(call) {
    const { tid } = params<{ tid: string }>(call);
    return ok({ data: await findOrder(call.ctx, user(call), { transactionId: tid }, call.lang) });
  },
  async getOrderDetails(call) {
    const { id } = params<{ id: number | string }>(call);
    return ok({ data: await findOrder(call.ctx, user(call), { id: Number(id) }, call.lang) });
  },
  async cancelOrder(call) {
    const { id } = params<{ id: number | string }>(call);
    const input = body<{ reason?: string }>(call);
    return ok({ data: await cancelOrder(call.ctx, user(call), Number(id), input, call.lang) });
  },
  async createCard(call) {
    return ok({
      data: await createCard(call.ctx, user(call), body<{ number: string; expire: string }>(call)),
    });
  },
  async confirmCard(call) {
    const card = await confirmCard(
      call.ctx,
      user(call),
      body<{ request_id: string; code: string }>(call),
    );
    return { status: 201, body: { data: card } };
  },
  async listCards(call) {
    return ok({ data: await listCards(call.ctx, user(call)) });
  },
  async deleteCard(call) {
    await deleteCard(call.ctx, user(call), Number(params<{ id: number | string }>(call).id));
    return noContent();
  },
  async setDefaultCard(call) {
    const id = Number(params<{ id: number | string }>(call).id);
    return ok({ data: await setDefaultCard(call.ctx, user(call), id) });
  },
  async listAddresses(call) {
    return ok({ data: await listAddresses(call.ctx, user(call)) });
  },
  async createAddress(call) {
    const address = await createAddress(call.ctx, user(call), body<AddressInput>(call));
    return { status: 201, body: { data: address } };
  },
  async updateAddress(call) {
    const id = Number(params<{ id: number | string }>(call).id);
    return ok({ data: await updateAddress(call.ctx, user(call), id, body<AddressInput>(call)) });
  },
  async deleteAddress(call) {
    await deleteAddress(call.ctx, user(call), Number(params<{ id: number | string }>(call).id));
    return noContent();
  },
  async setDefaultAddress(call) {
    const id = Number(params<{ id: number | string }>(call).id);
    return ok({ data: await setDefaultAddress(call.ctx, user(call), id) });
  },
  async checkProducts(call) {
    const input = body<{ lines: CheckLineInput[] }>(call);
    return ok({ data: await checkProducts(call.ctx, input.lines, call.lang) });
  },
  async listCategories(call) {
    return ok({ data: await listCategories(call.ctx, call.lang) });
  },
  async getHome(call) {
    return ok({ data: await getHome(call.ctx, call.lang, call.userType) });
  },
  async listProducts(call) {
    return ok(
      await listProducts(call.ctx, body<ProductListQuery | undefined>(call) ?? {}, call.lang),
    );
  },
  async searchProducts(call) {
    const q = query<{ q: string; page?: number; per_page?: number }>(call);
    return ok(await searchProducts(call.ctx, q, call.lang));
  },
  async listProductSlugs(call) {
    return ok({ data: await listProductSlugs(call.ctx) });
  },
  async getProduct(call) {
    const { slug } = params<{ slug: string }>(call);
    const q = query<{ 'resources[]'?: string[] | string; lang?: Locale }>(call);
    const resources = [q['resources[]'] ?? []].flat();
    const lang = call.req.headers['x-lang'] ? call.lang : (q.lang ?? call.lang);
    return ok({ data: await getProduct(call.ctx, slug, lang, resources.includes('relateds')) });
  },
  async listBrands(call) {
    return ok({ data: await listBrands(call.ctx, call.lang) });
  },
  async getBrand(call) {
    const { slug } = params<{ slug: string }>(call);
    const q = query<{ page?: number; per_page?: number; sort?: ProductSort }>(call);
    return ok({ data: await getBrand(call.ctx, slug, q, call.lang) });
  },
  async listBlogs(call) {
    return ok(
      await listBlogs(call.ctx, query<{ page?: number; per_page?: number }>(call), call.lang),
    );
  },
  async getBlog(call) {
    return ok({ data: await getBlog(call.ctx, params<{ slug: string }>(call).slug, call.lang) });
  },
  async listPages(call) {
    return ok({ data: await listPages(call.ctx, call.lang) });
  },
  async getPage(call) {
    return ok({ data: await getPage(call.ctx, params<{ slug: string }>(call).slug, call.lang) });
  },
};
