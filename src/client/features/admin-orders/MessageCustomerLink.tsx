import { useReplyTexts } from '#client/api/admin-reply-texts.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import { isLanguage, type Language, localizedPath } from '#shared/i18n/languages.ts';
import type { AdminOrder } from '#shared/order-book.ts';
import { trackingPath } from '#shared/paths.ts';
import { phoneDigits } from '#shared/phone.ts';
import { fillReplyText, isReplyStatus } from '#shared/reply-texts.ts';
import { whatsAppChatUrl } from '#shared/shop.ts';

/** The language the customer ordered in ("ar", "fr-LB" → "fr"); English for anything else. */
export function orderLanguage(locale: string): Language {
  const code = locale.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
}

/**
 * "Message the customer" (docs/decisions/142): WhatsApp to the order's phone, with the owner's
 * text for the order's status in the order's language, its reference and its tracking link.
 * Shown for the statuses that have a text; the plain chat link is there for the others.
 */
export function MessageCustomerLink({ order, className }: { order: AdminOrder; className: string }) {
  const words = useMessages().customerReplies;
  const replies = useReplyTexts();
  const { publicUrl } = usePublicConfig();
  const phone = order.customer.phone;
  if (!phone || !isReplyStatus(order.status) || !replies.data) return null;
  const language = orderLanguage(order.locale);
  const link = `${publicUrl}${localizedPath(language, trackingPath(order.trackingToken))}`;
  const text = fillReplyText(replies.data.texts[language][order.status], {
    reference: order.reference,
    link,
  });
  return (
    <a
      href={whatsAppChatUrl(phoneDigits(phone), text)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={words.messageLabel(order.reference)}
      data-testid="message-customer"
    >
      {words.message}
    </a>
  );
}
