import { z } from 'zod';
import { ActivityChangeSchema } from './activity-changes.ts';
import { ROLES } from './constants.ts';
import { DISCOUNT_KINDS } from './discount-codes.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { OrderBookStatusSchema } from './order-book.ts';
import { REPLY_STATUSES } from './reply-texts.ts';

/**
 * What an activity entry records, as a code and its parameters (docs/decisions/170): the server
 * keeps facts, and each reader's page words them in his language. What people typed (a product's
 * name, a setting's value) travels as typed.
 */
const record = <Code extends string, Params extends z.ZodRawShape>(code: Code, params: Params) =>
  z.object({ code: z.literal(code), params: z.object(params) });

const OrderMoveShape = {
  reference: z.string(),
  from: OrderBookStatusSchema,
  to: OrderBookStatusSchema,
};

/** What a discount code takes off, as its list shows it: a percentage, or an amount in cents. */
const DiscountShape = {
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
};

export const ActivityRecordSchema = z.discriminatedUnion('code', [
  record('PRODUCT_ADDED', {}),
  record('PRODUCT_UPDATED', { parts: z.array(z.enum(['details', 'image'])).min(1) }),
  record('PRODUCT_DELETED', {}),
  record('STOCK_CHANGED', { size: z.string(), isSoldOut: z.boolean() }),
  /** A size's number of bottles set by hand (null: not counted), and what it was. */
  record('STOCK_COUNTED', {
    size: z.string(),
    quantity: z.number().nullable(),
    before: z.number().nullable(),
  }),
  record('BRAND_ADDED', {}),
  /** A brand's edit: the name it had when the edit renamed it (null: the same), and its logo. */
  record('BRAND_CHANGED', {
    formerName: z.string().nullable(),
    logo: z.enum(['kept', 'replaced', 'removed']),
  }),
  record('BRAND_REMOVED', {}),
  /** A discount code added or saved, with the discount it gives then (cents for an amount). */
  record('DISCOUNT_CODE_ADDED', DiscountShape),
  /** `formerCode`: the spelling it had when the save changed it (null: the same). */
  record('DISCOUNT_CODE_CHANGED', { ...DiscountShape, formerCode: z.string().nullable() }),
  record('DISCOUNT_CODE_TURNED', { isActive: z.boolean() }),
  record('ROLE_CHANGED', { from: z.enum(ROLES), to: z.enum(ROLES) }),
  record('ORDER_STATUS_CHANGED', OrderMoveShape),
  /** An undo: `from` is the status undone, `to` the one the order went back to. */
  record('ORDER_STATUS_UNDONE', OrderMoveShape),
  record('SETTINGS_CHANGED', { changes: z.array(ActivityChangeSchema) }),
  /** The owner's replies to customers: which status in which language was rewritten (none: a save of the same texts). */
  record('REPLY_TEXTS_CHANGED', {
    texts: z.array(z.object({ status: z.enum(REPLY_STATUSES), language: z.enum(LANGUAGES) })),
  }),
  /** An entry written before records, whose sentence could not be read back into one: shown as written. */
  record('RECORDED', { text: z.string() }),
]);
export type ActivityRecord = z.infer<typeof ActivityRecordSchema>;
export type ActivityCode = ActivityRecord['code'];
export const ACTIVITY_CODES = ActivityRecordSchema.options.map((option) => option.shape.code.value);

/** A stored record read back; a row this version cannot read shows its English text instead. */
export function readActivityRecord(code: string, params: unknown, fallback: string): ActivityRecord {
  const parsed = ActivityRecordSchema.safeParse({ code, params });
  return parsed.success ? parsed.data : { code: 'RECORDED', params: { text: fallback } };
}
