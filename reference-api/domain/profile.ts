import sharp from 'sharp';
import type { ApiContext } from './context.ts';
import { notFound, validationFailed } from './errors.ts';
import { mediaUrl } from './media.ts';
import { randomId } from './secrets.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE = 512;
const photoFormats = new Set(['jpeg', 'png', 'webp']);

interface UserRow {
  id: number;
  phone: string;
  name: string | null;
  surname: string | null;
  photo_id: string | null;
  user_type: string;
  created_at: Date;
}

export function photoFileName(photoId: string): string {
  return `photo-${photoId}.webp`;
}

export async function getUser(ctx: ApiContext, userId: number) {
  const { rows } = await ctx.db.query<UserRow>(
    'SELECT * FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
  const user = rows[0];
  if (!user) throw notFound();
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    surname: user.surname,
    photo: user.photo_id ? mediaUrl(ctx, photoFileName(user.photo_id)) : null,
    user_type: user.user_type,
    created_at: user.created_at.toISOString(),
  };
}

const clean = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Changes the names (the router has checked their length); blank after trimming is refused. */
export async function updateProfile(
  ctx: ApiContext,
  userId: number,
  input: { name: string; surname: string },
) {
  const name = clean(input.name);
  const surname = clean(input.surname);
  const fields = [
    ...(name === '' ? [{ field: 'name', code: 'required' as const }] : []),
    ...(surname === '' ? [{ field: 'surname', code: 'required' as const }] : []),
  ];
  if (fields.length > 0) throw validationFailed(...fields);
  await ctx.db.query('UPDATE users SET name = $2, surname = $3 WHERE id = $1', [
    userId,
    name,
    surname,
  ]);
  return getUser(ctx, userId);
}

/**
 * Deletes the account: the phone, names and photo are erased, the cart and saved cards are
 * deleted and every token is revoked. Orders stay for accounting, tied to no one.
 */
export async function deleteProfile(ctx: ApiContext, userId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, now],
    );
    await tx.query('DELETE FROM carts WHERE user_id = $1', [userId]);
    await tx.query(
      `UPDATE orders SET user_id = NULL, card_id = NULL, card = NULL, idempotency_key = NULL,
         receiver = '{"name": "", "surname": "", "phone": ""}'::jsonb,
         delivery = delivery - 'address' - 'flat' - 'entrance' - 'floor' - 'intercom'
                             - 'address_comment' - 'location'
       WHERE user_id = $1`,
      [userId],
    );
    await tx.query('DELETE FROM cards WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM addresses WHERE user_id = $1', [userId]);
    await tx.query('UPDATE users SET photo_id = NULL WHERE id = $1', [userId]);
    await tx.query('DELETE FROM photos WHERE user_id = $1', [userId]);
    await tx.query(
      `UPDATE users SET phone = NULL, name = NULL, surname = NULL, deleted_at = $2 WHERE id = $1`,
      [userId, now],
    );
  });
}

/**
 * Stores a new profile photo. Only JPEG, PNG and WebP up to 5 MB are taken; the image is
 * re-encoded (which also drops its metadata) to a 512×512 WebP. A bad file answers 422 with the
 * `photo` field's error and changes nothing.
 */
export async function uploadProfilePhoto(ctx: ApiContext, userId: number, file: Buffer) {
  if (file.length > PHOTO_MAX_BYTES) throw validationFailed({ field: 'photo', code: 'too_large' });
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !photoFormats.has(format)) {
    throw validationFailed({ field: 'photo', code: 'unsupported_type' });
  }
  let encoded: Buffer;
  try {
    encoded = await sharp(file)
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A file that claims a supported format but cannot be decoded.
    throw validationFailed({ field: 'photo', code: 'invalid' });
  }
  const photoId = randomId();
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET photo_id = NULL WHERE id = $1', [userId]);
    await tx.query('DELETE FROM photos WHERE user_id = $1', [userId]);
    await tx.query(
      'INSERT INTO photos (id, user_id, content, created_at) VALUES ($1, $2, $3, $4)',
      [photoId, userId, encoded, ctx.now()],
    );
    await tx.query('UPDATE users SET photo_id = $2 WHERE id = $1', [userId, photoId]);
  });
  return getUser(ctx, userId);
}

export async function readPhoto(ctx: ApiContext, fileName: string): Promise<Buffer | null> {
  const match = /^photo-([0-9a-f]{24})\.webp$/.exec(fileName);
  if (!match) return null;
  const { rows } = await ctx.db.query<{ content: Uint8Array }>(
    'SELECT content FROM photos WHERE id = $1',
    [match[1]],
  );
  return rows[0] ? Buffer.from(rows[0].content) : null;
}
