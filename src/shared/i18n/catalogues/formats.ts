import { clockMinutes } from '#shared/opening-hours.ts';
import { SHOP_TIME_ZONE } from '#shared/zoned-time.ts';
import type { Language } from './catalogue.ts';

/**
 * Numbers, plurals, weekdays, clock times and dates of the Arabic and French catalogues, through
 * Intl, with Western digits in every language (docs/decisions/126). English keeps today's helpers.
 */

/** Arabic numbers group like the shop's receipts (895,000): `ar` with Latin digits, not `ar-LB` (895.000). */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn', fr: 'fr-LB' };

/** Dates in Lebanon's own words: `ar-LB` names the months كانون الثاني، شباط… */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-LB-u-nu-latn', fr: 'fr-LB' };

const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form of a count in a language: each form is a text where `#` stands for the number,
 * e.g. { one: 'عطر واحد', two: 'عطران', few: '# عطور', many: '# عطرًا', other: '# عطر' }.
 */
export function plural(language: Language, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(NUMBER_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replace('#', formatNumber(language, count));
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function shopFormat(language: Language, options: Intl.DateTimeFormatOptions, key: string) {
  const cacheKey = `${language}:${key}`;
  let format = dateTimeFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: SHOP_TIME_ZONE, ...options });
    dateTimeFormats.set(cacheKey, format);
  }
  return format;
}

/** Arabic names the month ("15 كانون الثاني 2026"): its numeric dates need direction marks to read. */
const DATE_STYLES: Record<
  Language,
  { dateTime: Intl.DateTimeFormatOptions; date: Intl.DateTimeFormatOptions }
> = {
  en: { dateTime: { dateStyle: 'medium', timeStyle: 'short' }, date: { dateStyle: 'short' } },
  ar: { dateTime: { dateStyle: 'long', timeStyle: 'short' }, date: { dateStyle: 'long' } },
  fr: { dateTime: { dateStyle: 'medium', timeStyle: 'short' }, date: { dateStyle: 'short' } },
};

/** An instant as the shop reads it, on Saadiyat's clock: "15 janv. 2026, 09:30". */
export function formatShopDateTime(language: Language, iso: string): string {
  return shopFormat(language, DATE_STYLES[language].dateTime, 'dateTime').format(new Date(iso));
}

/** A calendar date of an instant on Saadiyat's clock: "15/01/2026", "15 كانون الثاني 2026". */
export function formatShopDate(language: Language, iso: string): string {
  return shopFormat(language, DATE_STYLES[language].date, 'date').format(new Date(iso));
}

function wallClock(clock: string): { hours: number; minutes: number } {
  const total = clockMinutes(clock) % (24 * 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * Arabic clock, 12-hour as shops in Lebanon write it: "8:00 مساءً" in a sentence, "8:00 م" in the
 * week's table; midnight reads "منتصف الليل", noon "12:00 ظهرًا".
 */
export function formatArabicClock(clock: string, style: 'long' | 'short' = 'long'): string {
  const { hours, minutes } = wallClock(clock);
  if (hours === 0 && minutes === 0) return 'منتصف الليل';
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  if (style === 'short') return `${time} ${hours < 12 ? 'ص' : 'م'}`;
  if (hours < 12) return `${time} صباحًا`;
  if (hours < 15) return `${time} ظهرًا`;
  return `${time} مساءً`;
}

/** French clock, 24-hour as a shop's door reads it: "20 h", "10 h 30", midnight "minuit". */
export function formatFrenchClock(clock: string): string {
  const { hours, minutes } = wallClock(clock);
  if (hours === 0 && minutes === 0) return 'minuit';
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
}

/**
 * Dollars in French, "26,00 $" ("26 $" on a card when there are no cents); Arabic and English keep
 * the receipts' "$26.00" (docs/decisions/127).
 */
export function formatFrenchDollars(cents: number, isShort = false): string {
  const hasCents = Math.round(cents) % 100 !== 0;
  const digits = isShort && !hasCents ? 0 : 2;
  const amount = new Intl.NumberFormat(NUMBER_LOCALES.fr, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
  return `${amount}\u00a0$`;
}
