import { supportTeamPhone } from '../seed/contacts.ts';
import type { ApiContext, Locale } from './context.ts';
import { tooManyRequests, validationFailed } from './errors.ts';

/** The contract's BusinessRequestCreate; the router has checked its shape. */
export interface BusinessRequestInput {
  company_name: string;
  inn: string;
  contact_name: string;
  phone: string;
  email?: string;
  monthly_volume: 'up_to_10m' | 'from_10m_to_50m' | 'from_50m_to_200m' | 'over_200m';
  comment?: string;
}

/** Requests one address may send an hour: enough for a typo or two, not for a flood. */
export const BUSINESS_REQUESTS_PER_IP_HOUR = 5;

const volumeText: Record<BusinessRequestInput['monthly_volume'], string> = {
  up_to_10m: 'up to 10 mln sum',
  from_10m_to_50m: '10–50 mln sum',
  from_50m_to_200m: '50–200 mln sum',
  over_200m: 'over 200 mln sum',
};

/** `BR-YYMMDD-NNNN`: the number the company quotes to the support team. */
export function businessRequestNumber(id: number, createdAt: Date): string {
  const date = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  return `BR-${date}-${String(id).padStart(4, '0')}`;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * Stores a company's request and tells the support team (a message to the support phone). Names
 * that are only spaces count as missing.
 */
export async function createBusinessRequest(
  ctx: ApiContext,
  input: BusinessRequestInput,
  ip: string,
  lang: Locale,
) {
  const companyName = trimmed(input.company_name);
  const contactName = trimmed(input.contact_name);
  const problems = [
    ...(companyName.length < 2 ? [{ field: 'company_name', code: 'too_short' as const }] : []),
    ...(contactName.length < 2 ? [{ field: 'contact_name', code: 'too_short' as const }] : []),
  ];
  if (problems.length > 0) throw validationFailed(...problems);
  const now = ctx.now();
  const request = await ctx.db.transaction(async (tx) => {
    const recent = await tx.query<{ sent: number; oldest: Date | null }>(
      `SELECT count(*)::int AS sent, min(created_at) AS oldest
         FROM business_requests WHERE ip = $1 AND created_at > $2`,
      [ip, new Date(now.getTime() - 3600_000)],
    );
    const { sent, oldest } = recent.rows[0]!;
    if (sent >= BUSINESS_REQUESTS_PER_IP_HOUR) {
      const freeAt = (oldest?.getTime() ?? now.getTime()) + 3600_000;
      throw tooManyRequests(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    const { rows } = await tx.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('business_requests', 'id'))::int AS id",
    );
    const id = rows[0]!.id;
    const number = businessRequestNumber(id, now);
    await tx.query(
      `INSERT INTO business_requests (id, number, company_name, inn, contact_name, phone, email,
         monthly_volume, comment, locale, ip, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        id,
        number,
        companyName,
        input.inn,
        contactName,
        input.phone,
        input.email?.trim() || null,
        input.monthly_volume,
        trimmed(input.comment),
        lang,
        ip,
        now,
      ],
    );
    return { id, number, status: 'received' as const, created_at: now.toISOString() };
  });
  ctx.outbox.send({
    phone: supportTeamPhone,
    purpose: 'business-request',
    text: [
      `Business request ${request.number}: ${companyName} (INN ${input.inn}).`,
      `Contact: ${contactName}, ${input.phone}${input.email ? `, ${input.email.trim()}` : ''}.`,
      `Monthly volume: ${volumeText[input.monthly_volume]}. Language: ${lang}.`,
      ...(trimmed(input.comment) ? [`Comment: ${trimmed(input.comment)}`] : []),
    ].join(' '),
    sentAt: now.toISOString(),
  });
  return request;
}
