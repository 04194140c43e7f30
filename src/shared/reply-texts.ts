import { z } from 'zod';
import { LANGUAGES, type Language } from './i18n/catalogues/catalogue.ts';
import type { OrderBookStatus } from './order-book.ts';

/**
 * "Message the customer" (docs/decisions/142): for each status worth telling, a text per language
 * that the owner may rewrite. {reference} and {link} are filled with the order's reference and its
 * tracking link when the message opens in WhatsApp.
 */
export const REPLY_STATUSES = ['confirmed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
export const REPLY_TEXT_MAX = 600;

export function isReplyStatus(status: OrderBookStatus | string): status is ReplyStatus {
  return (REPLY_STATUSES as readonly string[]).includes(status);
}

const ReplyTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message, or restore the default one.')
  .max(REPLY_TEXT_MAX, `At most ${REPLY_TEXT_MAX} characters.`);

const LanguageRepliesSchema = z.object(
  Object.fromEntries(REPLY_STATUSES.map((status) => [status, ReplyTextSchema])) as Record<
    ReplyStatus,
    typeof ReplyTextSchema
  >,
);

export const ReplyTextsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, LanguageRepliesSchema])) as Record<
    Language,
    typeof LanguageRepliesSchema
  >,
);
export type ReplyTexts = z.infer<typeof ReplyTextsSchema>;

export const ReplyTextsPageSchema = z.object({ texts: ReplyTextsSchema, defaults: ReplyTextsSchema });
export type ReplyTextsPage = z.infer<typeof ReplyTextsPageSchema>;

/** The shop's first texts, written in each language as the shop speaks it. */
export const DEFAULT_REPLY_TEXTS: ReplyTexts = {
  en: {
    confirmed:
      'Hello! Your order {reference} is confirmed and we are preparing it now. Follow it here: {link}',
    out_for_delivery:
      'Good news! Your order {reference} is on its way to you. Please keep your phone close. Follow it here: {link}',
    delivered:
      'Your order {reference} has been delivered. Thank you for choosing us, enjoy your perfumes! {link}',
    cancelled:
      'We are sorry, your order {reference} has been cancelled. Reply to this message if you have any question. {link}',
  },
  ar: {
    confirmed: 'مرحبًا! تمّ تأكيد طلبك {reference} ونحن نجهّزه الآن. تابعه من هنا: {link}',
    out_for_delivery:
      'خبر سار! طلبك {reference} في الطريق إليك. أبقِ هاتفك قريبًا منك من فضلك. تابعه من هنا: {link}',
    delivered: 'وصل طلبك {reference}. شكرًا لاختيارك متجرنا، ونتمنّى أن تستمتع بعطورك! {link}',
    cancelled: 'نعتذر منك، تمّ إلغاء طلبك {reference}. راسلنا هنا إن كان لديك أي سؤال. {link}',
  },
  fr: {
    confirmed:
      'Bonjour\u00a0! Votre commande {reference} est confirmée, nous la préparons. Suivez-la ici\u00a0: {link}',
    out_for_delivery:
      'Bonne nouvelle\u00a0! Votre commande {reference} est en route. Gardez votre téléphone près de vous. Suivez-la ici\u00a0: {link}',
    delivered:
      'Votre commande {reference} a été livrée. Merci de votre confiance et profitez bien de vos parfums\u00a0! {link}',
    cancelled:
      'Nous sommes désolés, votre commande {reference} a été annulée. Répondez à ce message pour toute question. {link}',
  },
};

/**
 * The text with the order's reference and tracking link in place, both as plain characters: the
 * customer copies the reference into a search or a reply as it is (docs/decisions/181). Between
 * two Arabic words the reference still reads whole: its letters and digits keep one run.
 */
export function fillReplyText(text: string, values: { reference: string; link: string }): string {
  return text.replaceAll('{reference}', values.reference).replaceAll('{link}', values.link);
}
