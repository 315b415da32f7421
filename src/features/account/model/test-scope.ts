import { fork, type Scope } from 'effector';
import {
  $isAuthenticated,
  $sessionKnown,
  $user,
  $userType,
  fetchUserFx,
  logoutServerFx,
  readAuthFx,
  writeAuthFx,
  type AuthUser,
} from '@/entities/session';
import { $authToken } from '@/shared/model';
import {
  $cart,
  $cartReady,
  readLocalCartFx,
  removeLocalCartFx,
  writeLocalCartFx,
  type CartItem,
  type ProductAvailability,
  fetchAvailabilityFx,
  type AvailabilityQuery,
} from '@/entities/cart';
import type { Order, OrderList, ProfileUpdate } from '@/shared/api';
import { deleteAccountFx } from './delete-account';
import { navigateFx } from './navigation';
import { buyAgainItemsFx, loadOrderFx, type BuyAgainQuery } from './order';
import { loadOrdersFx } from './orders';
import { createPreviewFx, revokePreviewFx, uploadPhotoFx, type PhotoUploadParams } from './photo';
import {
  $profileForm,
  readProfileDraftFx,
  saveProfileFx,
  writeProfileDraftFx,
  type ProfileDraft,
} from './profile';

export const shopper: AuthUser = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  created_at: '2026-01-15T09:30:00Z',
  user_type: 'individual',
};

/** An error shaped like the API client's, for model tests. */
export function apiFailure(status: number, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`HTTP ${status}`), { status, ...extra });
}

/** Handlers for the account's own calls; an unset one fails as if the network were down. */
export interface AccountCalls {
  saveProfile?: (body: ProfileUpdate) => Promise<AuthUser>;
  uploadPhoto?: (params: PhotoUploadParams) => Promise<AuthUser>;
  deleteAccount?: () => Promise<void>;
  loadOrders?: (page: number) => Promise<OrderList>;
  loadOrder?: (id: number) => Promise<Order>;
  buyAgainItems?: (query: BuyAgainQuery) => Promise<CartItem[]>;
  /** The cart check's product look-ups. */
  availability?: (query: AvailabilityQuery) => Promise<Map<number, ProductAvailability>>;
}

const offline = async (): Promise<never> => {
  throw apiFailure(0, { code: 'network_error' });
};

export interface AccountScope {
  scope: Scope;
  /** Paths navigated to. */
  visited: string[];
  /** What the device storage holds for the cart (null when removed). */
  device: {
    cart: CartItem[] | null;
    authWrites: number;
    authCleared: boolean;
    /** Names typed in the profile and not saved yet. */
    profileDraft: ProfileDraft | null;
  };
  userLoads: { count: number };
}

/**
 * A signed-in shopper's scope with every storage, navigation and network effect replaced;
 * `handlers` replace more.
 */
export function accountScope(
  options: {
    signedIn?: boolean;
    user?: AuthUser;
    cart?: CartItem[];
    profileDraft?: ProfileDraft;
    calls?: AccountCalls;
    reloadedUser?: () => Promise<AuthUser>;
  } = {},
): AccountScope {
  const signedIn = options.signedIn ?? true;
  const visited: string[] = [];
  const device: AccountScope['device'] = {
    cart: options.cart ?? null,
    authWrites: 0,
    authCleared: false,
    profileDraft: options.profileDraft ?? null,
  };
  const userLoads = { count: 0 };
  const user = options.user ?? shopper;
  const calls = options.calls ?? {};
  const scope = fork({
    values: [
      [$sessionKnown, true],
      [$isAuthenticated, signedIn],
      [$authToken, signedIn ? 'token-1' : null],
      [$user, signedIn ? user : null],
      [$userType, signedIn ? user.user_type : 'null'],
      [
        $profileForm,
        signedIn
          ? { name: user.name ?? '', surname: user.surname ?? '' }
          : { name: '', surname: '' },
      ],
      [$cart, options.cart ?? []],
      [$cartReady, true],
    ],
    handlers: [
      [readAuthFx, () => ({ isAuthenticated: false, token: null, user: null, userType: 'null' })],
      [
        writeAuthFx,
        (state: { isAuthenticated: boolean }) => {
          device.authWrites += 1;
          if (!state.isAuthenticated) device.authCleared = true;
        },
      ],
      [
        fetchUserFx,
        async () => {
          userLoads.count += 1;
          return options.reloadedUser ? options.reloadedUser() : user;
        },
      ],
      [logoutServerFx, async () => undefined],
      [readLocalCartFx, () => device.cart ?? []],
      [
        writeLocalCartFx,
        (cart: CartItem[]) => {
          device.cart = cart;
        },
      ],
      [
        removeLocalCartFx,
        () => {
          device.cart = null;
        },
      ],
      [fetchAvailabilityFx, calls.availability ?? (async () => new Map())],
      [readProfileDraftFx, () => device.profileDraft],
      [
        writeProfileDraftFx,
        (draft: ProfileDraft | null) => {
          device.profileDraft = draft;
        },
      ],
      [createPreviewFx, () => 'blob:preview-1'],
      [revokePreviewFx, () => undefined],
      [navigateFx, (path: string) => void visited.push(path)],
      [saveProfileFx, calls.saveProfile ?? offline],
      [uploadPhotoFx, calls.uploadPhoto ?? offline],
      [deleteAccountFx, calls.deleteAccount ?? offline],
      [loadOrdersFx, calls.loadOrders ?? offline],
      [loadOrderFx, calls.loadOrder ?? offline],
      [buyAgainItemsFx, calls.buyAgainItems ?? offline],
    ],
  });
  return { scope, visited, device, userLoads };
}
