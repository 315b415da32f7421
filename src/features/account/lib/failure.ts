import { failureFacts } from '@/shared/api';

/** A field error as the API sends it in a 422 answer. */
export interface FieldFailure {
  field: string;
  code: string;
}

/** The `fields` of a failed call (422 `validation_failed`), empty when it has none. */
export function fieldFailures(error: unknown): FieldFailure[] {
  const fields =
    typeof error === 'object' && error !== null
      ? (error as { fields?: unknown }).fields
      : undefined;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, code } = entry as Record<string, unknown>;
    return typeof field === 'string' && typeof code === 'string' ? [{ field, code }] : [];
  });
}

/** Whether the call failed because no answer came (offline, timeout). */
export function isOffline(error: unknown): boolean {
  return failureFacts(error).status === 0;
}
