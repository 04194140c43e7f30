import { formatCents } from './format.ts';
import { formatFrenchDollars } from './i18n/catalogues/formats.ts';
import type { Language } from './i18n/languages.ts';

/**
 * The words of a new-order alert, in the language of the device that asked for it. Apart from the
 * page catalogues: the server writes these, and it should not load a whole catalogue per push.
 */
export interface PushTexts {
  title: (reference: string, total: string) => string;
  /** "2 × Oud Royal (100 ml)". */
  line: (quantity: number, name: string, size: string) => string;
  more: (count: number) => string;
  money: (cents: number) => string;
  /** The installed admin's name and description. */
  appName: (shop: string) => string;
  appDescription: string;
}

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: {
    title: (reference, total) => `New order ${reference} · ${total}`,
    line: (quantity, name, size) => `${quantity} × ${name} (${size} ml)`,
    more: (count) => `and ${count} more`,
    money: formatCents,
    appName: (shop) => `${shop} · Admin`,
    appDescription: "The shop's orders, products and settings.",
  },
  ar: {
    title: (reference, total) => `طلب جديد ${reference} · ${total}`,
    line: (quantity, name, size) => `${quantity} × ${name} (${size} مل)`,
    more: (count) => (count === 1 ? 'وعطر آخر' : count === 2 ? 'وعطران آخران' : `و${count} عطور أخرى`),
    money: formatCents,
    appName: (shop) => `${shop} · الإدارة`,
    appDescription: 'طلبات المتجر وعطوره وإعداداته.',
  },
  fr: {
    title: (reference, total) => `Nouvelle commande ${reference} · ${total}`,
    line: (quantity, name, size) => `${quantity} × ${name} (${size} ml)`,
    more: (count) => `et ${count} de plus`,
    money: (cents) => formatFrenchDollars(cents),
    appName: (shop) => `${shop} · Gestion`,
    appDescription: 'Les commandes, les parfums et les réglages de la boutique.',
  },
};
