import { z } from 'zod';
import { SelectedSizesInputSchema } from './cart-requests.ts';
import { ORDER_MAX_ITEMS } from './constants.ts';
import { zonedDay } from './zoned-time.ts';

/**
 * Discount codes (docs/decisions/191, 192): the owner's codes, the rules that accept or refuse one
 * and the discount it gives. Pure: the checkout mirrors what the server decides when the order is
 * placed, from the same functions.
 */

export const DISCOUNT_CODE_MAX = 32;
/** Letters, digits and dashes; stored and compared in capitals, so "eid10" is "EID10". */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const DISCOUNT_CODE_INVALID_MESSAGE = 'Letters, digits and dashes only, up to 32 characters.';

export function normaliseDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

/** A code as a customer or the owner typed it, in capitals; anything else is refused as bad input. */
export const DiscountCodeTextSchema = z
  .string()
  .max(DISCOUNT_CODE_MAX + 8, DISCOUNT_CODE_INVALID_MESSAGE)
  .transform(normaliseDiscountCode)
  .pipe(
    z
      .string()
      .min(1, DISCOUNT_CODE_INVALID_MESSAGE)
      .max(DISCOUNT_CODE_MAX, DISCOUNT_CODE_INVALID_MESSAGE)
      .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_INVALID_MESSAGE),
  );

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.');
const CENTS_MAX = 100_000_00;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * What the owner sets. `value` is a percentage (1-100) for a percent code and cents for an amount
 * code. Dates are the shop's calendar days, both included; null leaves that side open.
 */
export const DiscountCodeInputSchema = z
  .object({
    code: DiscountCodeTextSchema,
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().min(1).max(CENTS_MAX),
    startsOn: DaySchema.nullable(),
    endsOn: DaySchema.nullable(),
    minOrderCents: z.number().int().min(0).max(CENTS_MAX),
    useLimit: z.number().int().min(1).max(1_000_000).nullable(),
    isActive: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is between 1 and 100.' });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day comes after the first.' });
    }
  });
export type DiscountCodeInput = z.infer<typeof DiscountCodeInputSchema>;

/** The rules of a code as the checks read them. */
export type DiscountRule = Omit<DiscountCodeInput, 'code'> & { code: string; uses: number };

/** A code on the owner's list: its rules, how often it was used and the discount it gave. */
export const DiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  minOrderCents: z.number().int(),
  useLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  uses: z.number().int(),
  /** The discounts of the orders placed with it, cancelled ones left out. */
  discountGivenCents: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;
export const DiscountCodeListSchema = z.array(DiscountCodeSchema);
export const DiscountCodeParamsSchema = z.object({ id: z.uuid() });

/** Why a code is refused, in the order they are checked. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'inactive',
  'not-started',
  'expired',
  'used-up',
  'below-minimum',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export type DiscountCheck =
  | { ok: true; discountCents: number }
  | { ok: false; reason: DiscountRefusal; minOrderCents?: number; startsOn?: string };

/** The discount a code gives on the perfumes' subtotal: never more than the subtotal itself. */
export function discountFor(rule: Pick<DiscountRule, 'kind' | 'value'>, subtotalCents: number): number {
  const off = rule.kind === 'percent' ? Math.round((subtotalCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(off, subtotalCents));
}

/**
 * Whether a code applies to an order of these perfumes now, and its discount. The days are the
 * shop's (Asia/Beirut): a code ending on the 31st holds until midnight in Saadiyat.
 */
export function checkDiscount(rule: DiscountRule | null, subtotalCents: number, now: Date): DiscountCheck {
  if (!rule) return { ok: false, reason: 'unknown' };
  if (!rule.isActive) return { ok: false, reason: 'inactive' };
  const today = zonedDay(now);
  if (rule.startsOn && today < rule.startsOn)
    return { ok: false, reason: 'not-started', startsOn: rule.startsOn };
  if (rule.endsOn && today > rule.endsOn) return { ok: false, reason: 'expired' };
  if (rule.useLimit !== null && rule.uses >= rule.useLimit) return { ok: false, reason: 'used-up' };
  if (subtotalCents < rule.minOrderCents) {
    return { ok: false, reason: 'below-minimum', minOrderCents: rule.minOrderCents };
  }
  return { ok: true, discountCents: discountFor(rule, subtotalCents) };
}

/** The discount an order carries: the code as applied and the amount taken off. */
export const OrderDiscountSchema = z.object({ code: z.string(), amountCents: z.number().int() });
export type OrderDiscount = z.infer<typeof OrderDiscountSchema>;

/** The checkout's check of a code against the order it shows; prices are the server's. */
export const DiscountCheckBodySchema = z.object({
  code: DiscountCodeTextSchema,
  items: z
    .array(z.object({ productId: z.string().min(1).max(64), selectedSizes: SelectedSizesInputSchema.min(1) }))
    .min(1)
    .max(ORDER_MAX_ITEMS),
});
export const DiscountCheckAnswerSchema = z.object({
  code: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
});
export type DiscountCheckAnswer = z.infer<typeof DiscountCheckAnswerSchema>;
