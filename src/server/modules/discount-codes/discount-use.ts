import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { ok, type Refusal, Refused, type Result } from '#server/result.ts';
import {
  checkDiscount,
  type DiscountCheck,
  discountFor,
  type OrderDiscount,
} from '#shared/discount-codes.ts';
import type { ErrorParams } from '#shared/errors.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { zonedDay } from '#shared/zoned-time.ts';
import { findDiscountRule, toDiscountRule } from './discount-code.repository.ts';

const REFUSED = catalogueFor('en').discountCodes.checkout.refused;
const dollars = catalogueFor('en').fn.dollars;

/**
 * Why a code does not apply, as the checkout's field shows it: the reason and its particulars as
 * params (the page words them in its language), the shop's English sentence as the message.
 */
export function discountRefusal(check: Exclude<DiscountCheck, { ok: true }>): Refusal {
  const params: ErrorParams = { reason: check.reason };
  if (check.minOrderCents !== undefined) params.minOrderCents = check.minOrderCents;
  if (check.startsOn !== undefined) params.startsOn = check.startsOn;
  const message = {
    unknown: REFUSED.unknown,
    inactive: REFUSED.inactive,
    'not-started': REFUSED.notStarted(check.startsOn ?? ''),
    expired: REFUSED.expired,
    'used-up': REFUSED.usedUp,
    'below-minimum': REFUSED.belowMinimum(dollars(check.minOrderCents ?? 0)),
  }[check.reason];
  return { code: 'DISCOUNT_CODE_REFUSED', message, issues: [{ path: 'body.discountCode', message }], params };
}

/** Whether a code applies now to perfumes of this subtotal, and its discount; read only. */
export async function checkDiscountCode(
  db: Kysely<Database>,
  code: string,
  subtotalCents: number,
  now: Date,
): Promise<Result<OrderDiscount>> {
  const check = checkDiscount(await findDiscountRule(db, code), subtotalCents, now);
  if (!check.ok) return { ok: false, refusal: discountRefusal(check) };
  return ok({ code, amountCents: check.discountCents });
}

/**
 * Takes one use of the code inside the order's transaction, with one conditional update: the row
 * changes only while the code is active, in its days, under its limit and the perfumes reach its
 * minimum. Two orders racing for the last use both reach this update; the database lets one
 * through and the other finds `uses` at the limit (docs/decisions/192). The discount is computed
 * from the code as it stands at that moment. Throws `Refused`, which rolls the order back.
 */
export async function takeDiscountUse(
  trx: Kysely<Database>,
  code: string,
  subtotalCents: number,
  now: Date,
): Promise<OrderDiscount> {
  const today = zonedDay(now);
  const taken = await trx
    .updateTable('discount_code')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', today)]))
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .where((eb) => eb.or([eb('use_limit', 'is', null), eb('uses', '<', eb.ref('use_limit'))]))
    .where('min_order_cents', '<=', subtotalCents)
    .returningAll()
    .executeTakeFirst();
  if (taken) return { code, amountCents: discountFor(toDiscountRule(taken), subtotalCents) };
  const check = checkDiscount(await findDiscountRule(trx, code), subtotalCents, now);
  const refusal = discountRefusal(check.ok ? { ok: false, reason: 'used-up' } : check);
  throw new Refused(refusal.code, refusal.message, refusal.issues, refusal.params);
}
