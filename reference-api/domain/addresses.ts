import type { ApiContext } from './context.ts';
import { notFound } from './errors.ts';

/** A delivery address as the shopper types it (validated against the contract already). */
export interface AddressInput {
  region: string;
  city: string;
  address: string;
  flat?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  address_comment?: string;
  location?: { lat: number; lng: number };
}

export interface AddressView {
  id: number;
  region: string;
  city: string;
  address: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  address_comment: string;
  location: { lat: number; lng: number } | null;
  is_default: boolean;
}

interface AddressRow {
  id: number;
  region: string;
  city: string;
  address: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  address_comment: string;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
}

function present(row: AddressRow): AddressView {
  return {
    id: row.id,
    region: row.region,
    city: row.city,
    address: row.address,
    flat: row.flat,
    entrance: row.entrance,
    floor: row.floor,
    intercom: row.intercom,
    address_comment: row.address_comment,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    is_default: row.is_default,
  };
}

/** The fields stored for an address, in the column order the statements below use. */
function columns(input: AddressInput) {
  return [
    input.region,
    input.city.trim(),
    input.address.trim(),
    (input.flat ?? '').trim(),
    (input.entrance ?? '').trim(),
    (input.floor ?? '').trim(),
    (input.intercom ?? '').trim(),
    (input.address_comment ?? '').trim(),
    input.location?.lat ?? null,
    input.location?.lng ?? null,
  ];
}

/** The shopper's addresses: the default first, then the newest. */
export async function listAddresses(ctx: ApiContext, userId: number): Promise<AddressView[]> {
  const { rows } = await ctx.db.query<AddressRow>(
    'SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, id DESC',
    [userId],
  );
  return rows.map(present);
}

/** Saves an address; the shopper's first one becomes the default. */
export async function createAddress(
  ctx: ApiContext,
  userId: number,
  input: AddressInput,
): Promise<AddressView> {
  return ctx.db.transaction(async (tx) => {
    // One writer per shopper at a time, so two first addresses cannot both be the default.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const others = await tx.query('SELECT 1 FROM addresses WHERE user_id = $1 LIMIT 1', [userId]);
    const { rows } = await tx.query<AddressRow>(
      `INSERT INTO addresses (user_id, region, city, address, flat, entrance, floor, intercom,
         address_comment, lat, lng, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
      [userId, ...columns(input), others.rows.length === 0, ctx.now()],
    );
    return present(rows[0]!);
  });
}

/** Replaces a saved address's fields; someone else's address is as missing as a missing one. */
export async function updateAddress(
  ctx: ApiContext,
  userId: number,
  addressId: number,
  input: AddressInput,
): Promise<AddressView> {
  const { rows } = await ctx.db.query<AddressRow>(
    `UPDATE addresses SET region = $3, city = $4, address = $5, flat = $6, entrance = $7,
       floor = $8, intercom = $9, address_comment = $10, lat = $11, lng = $12
     WHERE id = $1 AND user_id = $2 RETURNING *`,
    [addressId, userId, ...columns(input)],
  );
  if (!rows[0]) throw notFound();
  return present(rows[0]);
}

/** Removes a saved address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(
  ctx: ApiContext,
  userId: number,
  addressId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ is_default: boolean }>(
      'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default',
      [addressId, userId],
    );
    if (!rows[0]) throw notFound();
    if (rows[0].is_default) {
      await tx.query(
        `UPDATE addresses SET is_default = true WHERE id = (
           SELECT id FROM addresses WHERE user_id = $1 ORDER BY id DESC LIMIT 1)`,
        [userId],
      );
    }
  });
}

/** Makes one of the shopper's addresses the default (and no other); answers the addresses. */
export async function setDefaultAddress(
  ctx: ApiContext,
  userId: number,
  addressId: number,
): Promise<AddressView[]> {
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [addressId, userId],
    );
    if (rows.length === 0) throw notFound();
    // Off first, then on: the one-default index holds after every statement.
    await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default', [
      userId,
    ]);
    await tx.query('UPDATE addresses SET is_default = true WHERE id = $1', [addressId]);
  });
  return listAddresses(ctx, userId);
}
