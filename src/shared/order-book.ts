import { z } from 'zod';
import { SelectedSizesInputSchema } from './cart-requests.ts';
import { ORDER_MAX_ITEMS } from './constants.ts';
import { DeliveryChoiceSchema, OrderDeliverySchema } from './delivery.ts';
import { DiscountCodeTextSchema, OrderDiscountSchema } from './discount-codes.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { LocationSchema, OrderItemSchema } from './pending-orders.ts';
import { normaliseLebanesePhone } from './phone.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, oneLine } from './plain-text.ts';

/**
 * The shop's order book: a placed order is the shop's record of what was sent on WhatsApp (DESIGN
 * §6.11). The customer's pending orders stay the spec's working copy and are cleared after sending.
 */

export const ORDER_BOOK_STATUSES = [
  'new',
  'confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'not_received',
] as const;
export type OrderBookStatus = (typeof ORDER_BOOK_STATUSES)[number];
export const OrderBookStatusSchema = z.enum(ORDER_BOOK_STATUSES);

/**
 * new → confirmed → out for delivery → delivered; cancelled from any state before delivered. An order
 * still new after UNCONFIRMED_AFTER_MS becomes not received on its own (docs/decisions/144), and can
 * still be confirmed or cancelled.
 */
const NEXT_STATUSES: Record<OrderBookStatus, readonly OwnerStatusChange[]> = {
  new: ['confirmed', 'cancelled'],
  not_received: ['confirmed', 'cancelled'],
  confirmed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** 48 hours: long enough for a customer to send the message again the next day. */
export const UNCONFIRMED_AFTER_MS = 48 * 60 * 60_000;

/** Waiting for the owner to say the WhatsApp message arrived. */
export function isAwaitingConfirmation(status: OrderBookStatus): boolean {
  return status === 'new' || status === 'not_received';
}

/** The statuses an admin moves an order to; new and not received come only from the shop itself. */
export type OwnerStatusChange = Exclude<OrderBookStatus, 'new' | 'not_received'>;

export function nextStatuses(from: OrderBookStatus): readonly OwnerStatusChange[] {
  return NEXT_STATUSES[from];
}

export function canChangeStatus(from: OrderBookStatus, to: OrderBookStatus): boolean {
  return (NEXT_STATUSES[from] as readonly OrderBookStatus[]).includes(to);
}

/** No 0/O, 1/I/L: a reference read out on the phone cannot be misheard as another. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;
export const ReferenceSchema = z
  .string()
  .length(REFERENCE_LENGTH)
  .regex(new RegExp(`^[${REFERENCE_ALPHABET}]+$`));

/** 32 random bytes in base64url: 256 bits, well above the 128 a private link needs. */
export const TrackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const CUSTOMER_NAME_MAX = 80;
export const CUSTOMER_ADDRESS_MAX = 300;
export const CANCEL_REASON_MAX = 200;
export const INBOX_PAGE_SIZE = 25;

/** One line, whatever was pasted: direction marks and line separators cannot forge the owner's lines. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE)
    .transform((text) => oneLine(text) || null)
    .nullable()
    .optional()
    .transform((text) => text ?? null);

export const PHONE_INVALID_MESSAGE = 'Enter a Lebanese phone number, e.g. 03 123 456 or +961 3 123 456.';

/** Checkout's three optional answers; empty means not given. The phone is stored normalised. */
export const CustomerDetailsSchema = z.object({
  name: optionalText(CUSTOMER_NAME_MAX, `At most ${CUSTOMER_NAME_MAX} characters.`),
  phone: z
    .string()
    .max(40, PHONE_INVALID_MESSAGE)
    .nullable()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return null;
      const phone = normaliseLebanesePhone(text);
      if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return phone;
    }),
  address: optionalText(CUSTOMER_ADDRESS_MAX, `At most ${CUSTOMER_ADDRESS_MAX} characters.`),
});
export type CustomerDetails = z.output<typeof CustomerDetailsSchema>;

export const PlaceOrderBodySchema = z.object({
  idempotencyKey: z.uuid(),
  items: z
    .array(z.object({ productId: z.string().min(1).max(64), selectedSizes: SelectedSizesInputSchema.min(1) }))
    .min(1)
    .max(ORDER_MAX_ITEMS)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Duplicate product.'),
  location: LocationSchema.nullable().optional(),
  customer: CustomerDetailsSchema.optional(),
  /** Where to deliver, when the shop lists areas; a fee or a total sent along is not read. */
  delivery: DeliveryChoiceSchema.nullable().optional(),
  /** The discount code applied at checkout; a discount or a total sent along is not read. */
  discountCode: DiscountCodeTextSchema.nullable().optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** One line of a placed order: the shop's unit prices at the time it was placed. */
export const PlacedOrderItemSchema = OrderItemSchema;
export type PlacedOrderItem = z.infer<typeof PlacedOrderItemSchema>;

export const StatusChangeSchema = z.object({
  status: OrderBookStatusSchema,
  at: z.string(),
  reason: z.string().nullable(),
});

/**
 * A change as the owner reads it (docs/decisions/141): who made it, the status it left, and whether
 * it was an undo (naming the change it took back) or was itself undone later.
 */
export const AdminStatusChangeSchema = StatusChangeSchema.extend({
  id: z.string(),
  byEmail: z.string().nullable(),
  previousStatus: OrderBookStatusSchema.nullable(),
  undoesEventId: z.string().nullable(),
  isUndone: z.boolean(),
});
export type AdminStatusChange = z.infer<typeof AdminStatusChangeSchema>;

/** What the customer sees of an order (tracking page, their lists): no personal data. */
export const TrackedOrderSchema = z.object({
  reference: z.string(),
  trackingToken: z.string(),
  createdAt: z.string(),
  status: OrderBookStatusSchema,
  items: z.array(PlacedOrderItemSchema),
  /** The perfumes, less the discount, and the delivery fee together. */
  totalCents: z.number().int(),
  delivery: OrderDeliverySchema.nullable(),
  /** The discount code the order was placed with and the amount it took off the perfumes. */
  discount: OrderDiscountSchema.nullable(),
  history: z.array(StatusChangeSchema),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
export const TrackedOrderListSchema = z.array(TrackedOrderSchema);
export const TrackingParamsSchema = z.object({ token: TrackingTokenSchema });

/** The owner's view: who and when for every change, and the customer's details unless erased. */
export const AdminOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  status: OrderBookStatusSchema,
  items: z.array(PlacedOrderItemSchema),
  totalCents: z.number().int(),
  delivery: OrderDeliverySchema.nullable(),
  discount: OrderDiscountSchema.nullable(),
  location: z.string().nullable(),
  customer: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  accountEmail: z.string().nullable(),
  locale: z.string(),
  erasedAt: z.string().nullable(),
  /** For the reply to the customer, which carries the tracking link. */
  trackingToken: z.string(),
  history: z.array(AdminStatusChangeSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.');

export const InboxQuerySchema = z.object({
  status: OrderBookStatusSchema.optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

export const InboxPageSchema = z.object({
  orders: z.array(AdminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  newCount: z.number().int(),
  /** Hidden from the inbox unless asked for with status=not_received. */
  notReceivedCount: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** `lang`: the language the file's headings, statuses and categories are written in (the owner's). */
export const ExportQuerySchema = z.object({
  from: DateSchema,
  to: DateSchema,
  lang: z.enum(LANGUAGES).default('en'),
});

export const AdminOrderParamsSchema = z.object({ id: z.uuid() });
export const StatusChangeBodySchema = z.object({
  status: OrderBookStatusSchema,
  reason: z.string().trim().max(CANCEL_REASON_MAX).optional(),
});

const FigureSchema = z.object({
  orders: z.number().int(),
  /** Perfumes and delivery fees together. */
  revenueCents: z.number().int(),
  /** The delivery fees within the revenue. */
  deliveryCents: z.number().int(),
  /** The discounts the codes took off these orders (the revenue is after them). */
  discountCents: z.number().int(),
});

/**
 * Revenue counts only orders the owner confirmed (docs/decisions/144): delivered, and open (confirmed
 * or out for delivery). Orders still waiting for confirmation are counted apart; orders not received
 * and cancelled ones are left out.
 */
const PeriodFiguresSchema = z.object({
  delivered: FigureSchema,
  open: FigureSchema,
  waiting: FigureSchema,
});
export type PeriodFigures = z.infer<typeof PeriodFiguresSchema>;

export const FiguresSchema = z.object({
  today: PeriodFiguresSchema,
  days7: PeriodFiguresSchema,
  days30: PeriodFiguresSchema,
  /** The codes used over the 30 days: orders placed with each and the discount they gave. */
  discountCodes: z.array(
    z.object({ code: z.string(), orders: z.number().int(), discountCents: z.number().int() }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      bottles: z.number().int(),
      size100: z.number().int(),
      size50: z.number().int(),
    }),
  ),
});
export type Figures = z.infer<typeof FiguresSchema>;

export const AccountDetailsSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

export function placedItemTotalCents(item: PlacedOrderItem): number {
  return item.size100mlQuantity * item.size100mlPriceCents + item.size50mlQuantity * item.size50mlPriceCents;
}

export function placedOrderTotalCents(items: readonly PlacedOrderItem[]): number {
  return items.reduce((sum, item) => sum + placedItemTotalCents(item), 0);
}
