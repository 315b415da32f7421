/** Photo types the profile takes (the contract's `PhotoUpload`). */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The contract's upload limit: 5 MB. */
export const photoMaxBytes = 5 * 1024 * 1024;

/** Why a photo was refused, before sending or by the server. */
export type PhotoError = 'type' | 'size' | 'invalid' | 'failed';

/** Checks a picked file on the device, so a photo the server would refuse is never sent. */
export function checkPhoto(file: { type: string; size: number }): PhotoError | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > photoMaxBytes) return 'size';
  return null;
}
