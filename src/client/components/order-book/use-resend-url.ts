import { useEffect, useState } from 'react';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { sentMessageFor } from '#client/lib/sent-messages.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { messageDelivery } from '#shared/delivery.ts';
import type { TrackedOrder } from '#shared/order-book.ts';
import { buildOrderMessage, orderMessageWords, whatsAppOrderUrl } from '#shared/order-message.ts';

/**
 * The WhatsApp address that sends this order's message again: the very text this browser sent when
 * it kept it, otherwise the order rebuilt from the shop's record (its reference, perfumes, delivery
 * and total; the tracking page holds no personal details to add). wa.me opens the app on a phone too.
 */
export function useResendUrl(order: TrackedOrder | undefined): string | null {
  const m = useMessages();
  const language = useLanguage();
  const settings = useShopSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const token = order?.trackingToken;
  // After hydration: the server has no localStorage, and the first render must match its HTML.
  useEffect(() => {
    if (token) setSaved(sentMessageFor(token));
  }, [token]);
  if (!order) return null;
  const text =
    saved ??
    buildOrderMessage(
      order.items,
      null,
      {
        reference: order.reference,
        lbpPerUsd: settings.prices.isLbpShown ? settings.prices.lbpPerUsd : null,
        delivery: messageDelivery(order.delivery, language),
        discount: order.discount,
      },
      orderMessageWords(m),
    );
  return whatsAppOrderUrl(settings.shop.whatsAppPhone, text, false);
}
