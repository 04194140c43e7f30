import { useEffect, useRef, useState } from 'react';
import { placeOrder } from '#client/api/placed-orders.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { rememberRecentOrder } from '#client/lib/recent-orders.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { rememberSentMessage, sentMessageFor } from '#client/lib/sent-messages.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { toast } from '#client/lib/toast.ts';
import { ORDERS_CLEAR_DELAY_MS, QUANTITY_MAX, WHATSAPP_OPEN_DELAY_MS } from '#shared/constants.ts';
import { messageDelivery } from '#shared/delivery.ts';
import type { DeliveryChoice } from '#shared/delivery-types.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { openStatus } from '#shared/opening-hours.ts';
import type { CustomerDetails, TrackedOrder } from '#shared/order-book.ts';
import {
  buildOrderMessage,
  isMobileUserAgent,
  orderMessageWords,
  whatsAppOrderUrl,
} from '#shared/order-message.ts';
import type { Order, OrderItem } from '#shared/pending-orders.ts';
import type { DetailsErrors } from './CustomerDetailsFields.tsx';
import { checkoutKeyFor, forgetCheckoutKey } from './checkout-storage.ts';
import { forgetThankYou, keepThankYou, type PlacedThankYou, readThankYou } from './thank-you-storage.ts';
import { discountRefusalText } from './use-discount-code.ts';

/** The shown orders' lines as one order: a product in two pending orders becomes one line. */
export function mergeOrderLines(items: readonly OrderItem[]): OrderItem[] {
  const byProduct = new Map<string, OrderItem>();
  for (const item of items) {
    const seen = byProduct.get(item.productId);
    byProduct.set(
      item.productId,
      seen
        ? {
            ...seen,
            size100mlQuantity: Math.min(QUANTITY_MAX, seen.size100mlQuantity + item.size100mlQuantity),
            size50mlQuantity: Math.min(QUANTITY_MAX, seen.size50mlQuantity + item.size50mlQuantity),
          }
        : item,
    );
  }
  return [...byProduct.values()].filter((i) => i.size100mlQuantity + i.size50mlQuantity > 0);
}

function withPlacedPrices(items: readonly OrderItem[], placed: readonly OrderItem[]): OrderItem[] {
  return items.map((item) => {
    const recorded = placed.find((p) => p.productId === item.productId);
    return recorded
      ? {
          ...item,
          size100mlPriceCents: recorded.size100mlPriceCents,
          size50mlPriceCents: recorded.size50mlPriceCents,
        }
      : item;
  });
}

const toSizes = (item: OrderItem) => [
  ...(item.size100mlQuantity > 0 ? [{ size: '100' as const, quantity: item.size100mlQuantity }] : []),
  ...(item.size50mlQuantity > 0 ? [{ size: '50' as const, quantity: item.size50mlQuantity }] : []),
];

/** The shown orders' lines as the server takes them: what is placed, and what a discount code is checked on. */
export function orderBodyItems(orders: readonly Order[]) {
  return mergeOrderLines(orders.flatMap((o) => o.items)).map((item) => ({
    productId: item.productId,
    selectedSizes: toSizes(item),
  }));
}

interface SendOptions {
  orders: readonly Order[];
  /** A guest's browser keeps its sent orders for "Your orders"; a customer's are on the account. */
  isGuest: boolean;
  location: string | null;
  details: CustomerDetails;
  /** Where to deliver, when the shop lists areas (docs/decisions/143). */
  delivery: DeliveryChoice | null;
  /** The discount code the server accepted at checkout; the server checks it again (docs/decisions/191). */
  discountCode: string | null;
  onDeliveryError(message: string): void;
  /** The code stopped applying meanwhile: the order was not placed; the reason, in the page's words. */
  onDiscountRefused(reason: string): void;
  onDetailsErrors(errors: DetailsErrors): void;
  onPlaced(): void;
  deleteOrders(orders: readonly Order[]): Promise<void>;
}

/**
 * SPEC §4 Send order, with the order book (DESIGN §6.11): the order is first recorded by the shop,
 * then WhatsApp opens 1 s after the click with the reference in the text, and 2 s later the shown
 * orders are deleted. If the shop cannot record it, nothing is sent. The thank-you (reference and
 * tracking link) shows as soon as the order is recorded, before WhatsApp opens, and is kept for
 * the tab: a phone leaves for WhatsApp in the same tab (docs/decisions/161).
 */
export function useSendOrder() {
  const m = useMessages();
  const language = useLanguage();
  const settings = useShopSettings();
  const [isSending, setSending] = useState(false);
  const [placed, setPlaced] = useState<(PlacedThankYou & { isRestored: boolean }) | null>(null);
  const [resendUrl, setResendUrl] = useState<string | null>(null);
  // The timers outlive the page on purpose: the thank-you shows first and its links may be followed
  // before WhatsApp opens; the recorded order is still sent and the shown orders still deleted.
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Back from WhatsApp in the same tab: the order's thank-you again, not "No orders found." Once,
  // when the page opens: a later change of the settings must not restore it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, with the page's settings
  useEffect(() => {
    const kept = readThankYou();
    if (!kept) return;
    setPlaced({ ...kept, isRestored: true });
    // The very message this browser sent, to send again while the shop has not confirmed it.
    const text = sentMessageFor(kept.trackingToken);
    if (text) setResendUrl(whatsAppOrderUrl(settings.shop.whatsAppPhone, text, false));
  }, []);
  const dismissThankYou = () => {
    forgetThankYou();
    setPlaced(null);
  };

  async function send(options: SendOptions): Promise<void> {
    if (isSending || options.orders.length === 0) return;
    const clickedAt = Date.now();
    setSending(true);
    toast.info(m.checkout.openingWhatsApp);
    const sent = [...options.orders];
    const items = mergeOrderLines(sent.flatMap((o) => o.items));
    let order: TrackedOrder;
    try {
      order = await placeOrder({
        idempotencyKey: checkoutKeyFor(sent.map((o) => o.id)),
        items: items.map((item) => ({ productId: item.productId, selectedSizes: toSizes(item) })),
        location: options.location,
        customer: options.details,
        delivery: options.delivery,
        discountCode: options.discountCode,
        locale: document.documentElement.lang || 'en',
      });
    } catch (error) {
      setSending(false);
      if (isDeliveryRefusal(error)) {
        options.onDeliveryError(m.delivery.checkout.changed);
        toast.error(m.delivery.checkout.changed);
        return;
      }
      const discountRefusal = error instanceof ApiError ? discountRefusalText(error, m) : null;
      if (discountRefusal) {
        options.onDiscountRefused(discountRefusal);
        toast.error(m.discountCodes.checkout.changed);
        return;
      }
      reportFailure(error, options.onDetailsErrors, m, language);
      return;
    }
    options.onPlaced();
    if (options.isGuest) rememberSentOrder(order);
    const thankYou = { reference: order.reference, trackingToken: order.trackingToken };
    keepThankYou(thankYou);
    setPlaced({ ...thankYou, isRestored: false });
    const isMobile = isMobileUserAgent(navigator.userAgent);
    // The customer's lines at the prices the shop recorded: the server's, from the settings now,
    // and the delivery fee the server computed.
    const text = buildOrderMessage(
      withPlacedPrices(items, order.items),
      options.location,
      {
        reference: order.reference,
        ...options.details,
        isSentWhileClosed: !openStatus(settings.hours, new Date()).isOpen,
        lbpPerUsd: settings.prices.isLbpShown ? settings.prices.lbpPerUsd : null,
        delivery: messageDelivery(order.delivery, language),
        discount: order.discount,
      },
      orderMessageWords(m),
    );
    const url = whatsAppOrderUrl(settings.shop.whatsAppPhone, text, isMobile);
    rememberSentMessage(order.trackingToken, text);
    setResendUrl(url);
    let deletion: Promise<void> | null = null;
    const deleteOnce = () => {
      deletion ??= options.deleteOrders(sent);
      return deletion;
    };
    const openAt = Math.max(0, WHATSAPP_OPEN_DELAY_MS - (Date.now() - clickedAt));
    timers.current.push(
      setTimeout(() => {
        if (isMobile) {
          // The same tab leaves for WhatsApp: the sent orders are deleted first.
          void deleteOnce().finally(() => window.location.assign(url));
        } else {
          window.open(url, '_blank', 'noopener,noreferrer');
        }
      }, openAt),
      setTimeout(() => {
        void deleteOnce().finally(() => setSending(false));
      }, openAt + ORDERS_CLEAR_DELAY_MS),
    );
  }

  return { isSending, placed, resendUrl, send, dismissThankYou };
}

function isDeliveryRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && error.issues.some((i) => i.path === 'body.delivery')
  );
}

function rememberSentOrder(order: TrackedOrder): void {
  rememberRecentOrder({
    reference: order.reference,
    trackingToken: order.trackingToken,
    createdAt: order.createdAt,
    totalCents: order.totalCents,
    discount: order.discount,
    items: order.items.map(({ productId, name, size100mlQuantity, size50mlQuantity }) => ({
      productId,
      name,
      size100mlQuantity,
      size50mlQuantity,
    })),
  });
}

function reportFailure(
  error: unknown,
  onDetailsErrors: (errors: DetailsErrors) => void,
  m: Catalogue,
  language: Language,
): void {
  console.warn('The order could not be placed.', error);
  if (error instanceof ApiError && error.code === 'PRODUCT_NOT_FOUND') {
    toast.error(m.orderBook.productGone);
    return;
  }
  if (error instanceof ApiError && error.code === 'SIZE_UNAVAILABLE') {
    // The refusal's params name the product and the size that sold out since it was chosen.
    const { product, size } = error.params ?? {};
    toast.error(
      typeof product === 'string' && typeof size === 'string'
        ? m.adminSettings.availability.chooseAnother(`${product} ${m.fn.sizeLabel(size)}`)
        : refusalText(error, m, language),
    );
    return;
  }
  if (error instanceof ApiError && error.code === 'IDEMPOTENCY_CONFLICT') {
    // The key was used first for another order: sending again makes a new one.
    forgetCheckoutKey();
  }
  if (error instanceof ApiError && error.code === 'TOO_MANY_ORDERS') {
    toast.error(refusalText(error, m, language));
    return;
  }
  if (error instanceof ApiError && error.status === 400) {
    const errors: DetailsErrors = {};
    for (const issue of error.issues) {
      const field = /customer\.(name|phone|address)/.exec(issue.path)?.[1];
      if (field === 'name' || field === 'phone' || field === 'address') errors[field] = issue.message;
    }
    if (Object.keys(errors).length > 0) {
      onDetailsErrors(errors);
      toast.error(m.orderBook.fixDetails);
      return;
    }
  }
  toast.error(m.orderBook.placeFailed);
}
