import { fork, type Scope } from 'effector';
import { vi } from 'vitest';
import {
  $unsavedSendTimeout,
  fetchUserFx,
  logoutServerFx,
  readAuthFx,
  writeAuthFx,
  type AuthState,
  type AuthUser,
} from '@/entities/session';
import { navigateFx } from '@/shared/model';
import {
  type CartItem,
  type ProductAvailability,
  readLocalCartFx,
  removeLocalCartFx,
  writeLocalCartFx,
} from '@/entities/cart';
import { fetchAvailabilityFx, type AvailabilityQuery } from '@/entities/cart';
import { afterPaintFx } from './page';
import {
  $retryDelay,
  fetchServerCartFx,
  logSyncFailureFx,
  pushServerCartFx,
  type PushCartParams,
} from './save';
import { listenPageHideFx } from './save-on-leave';
import { readPendingJoinFx, writePendingJoinFx, type PendingJoin } from './server-read';
import { $syncDelay, readUnsyncedMarkFx, writeUnsyncedMarkFx } from './sync';

/** A push the server does not take: the connection is gone. */
export const offlinePush = async (): Promise<void> => {
  throw Object.assign(new Error('offline'), { status: 503 });
};

export const shopper: AuthUser = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  created_at: '2026-01-15T09:30:00Z',
  user_type: 'individual',
};

export const signedIn: AuthState = {
  isAuthenticated: true,
  token: 'token-1',
  user: shopper,
  userType: 'individual',
};

export const anonymous: AuthState = {
  isAuthenticated: false,
  token: null,
  user: null,
  userType: 'null',
};

export interface CartScopeOptions {
  session?: AuthState;
  local?: CartItem[];
  server?: CartItem[] | (() => Promise<CartItem[]>);
  push?: (params: PushCartParams) => Promise<void>;
  availability?: (query: AvailabilityQuery) => Promise<Map<number, ProductAvailability>>;
  /** The device still holds changes the server never confirmed. */
  unsyncedOnDevice?: boolean;
  /** The device's cart still waits to be joined with the server's, as it says. */
  pendingJoinOnDevice?: PendingJoin;
  /** The browser painting what was rendered (at once by default). */
  paint?: () => Promise<void>;
}

/** A scope with every effect of the cart replaced: no network, no storage. */
export function cartScope(options: CartScopeOptions = {}): {
  scope: Scope;
  device: { cart: CartItem[] | null; unsynced: boolean; pendingJoin: PendingJoin | null };
  pushes: PushCartParams[];
  logged: unknown[];
  fetchServer: ReturnType<typeof vi.fn>;
  availability: ReturnType<typeof vi.fn>;
  navigations: string[];
} {
  const device: { cart: CartItem[] | null; unsynced: boolean; pendingJoin: PendingJoin | null } = {
    cart: options.local ?? null,
    unsynced: options.unsyncedOnDevice ?? false,
    pendingJoin: options.pendingJoinOnDevice ?? null,
  };
  const pushes: PushCartParams[] = [];
  const logged: unknown[] = [];
  const server = options.server;
  const fetchServer = vi.fn(
    typeof server === 'function' ? server : async () => structuredClone(server ?? []),
  );
  const availability = vi.fn(options.availability ?? (async () => new Map()));
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$syncDelay, 0],
      [$retryDelay, 0],
      [$unsavedSendTimeout, 100],
    ],
    handlers: [
      [readAuthFx, () => options.session ?? anonymous],
      [writeAuthFx, () => undefined],
      [fetchUserFx, async () => shopper],
      [logoutServerFx, async () => undefined],
      [readLocalCartFx, () => structuredClone(device.cart ?? [])],
      [
        writeLocalCartFx,
        (cart: CartItem[]) => {
          device.cart = structuredClone(cart);
        },
      ],
      [
        removeLocalCartFx,
        () => {
          device.cart = null;
        },
      ],
      [fetchServerCartFx, fetchServer],
      [readUnsyncedMarkFx, () => device.unsynced],
      [readPendingJoinFx, () => device.pendingJoin],
      [
        writePendingJoinFx,
        (join: PendingJoin | null) => {
          device.pendingJoin = join;
        },
      ],
      [
        writeUnsyncedMarkFx,
        (unsynced: boolean) => {
          device.unsynced = unsynced;
        },
      ],
      [
        pushServerCartFx,
        async (params: PushCartParams) => {
          pushes.push(structuredClone(params));
          if (options.push) await options.push(params);
        },
      ],
      [logSyncFailureFx, (error: unknown) => void logged.push(error)],
      [listenPageHideFx, () => undefined],
      [fetchAvailabilityFx, availability],
      [navigateFx, (path: string) => void navigations.push(path)],
      [afterPaintFx, options.paint ?? (async () => undefined)],
    ],
  });
  return { scope, device, pushes, logged, fetchServer, availability, navigations };
}
