import { z } from 'zod';
import { SIZES } from './constants.ts';
import { DeliverySectionSchema } from './delivery.ts';
import { clockMinutes } from './opening-hours.ts';
import { WEEKDAYS } from './settings-types.ts';
import { SOCIAL_SITES, socialLinkSchema } from './social-links.ts';
import { StockSectionSchema } from './stock-counts.ts';

/** The validation of the owner's settings: the server enforces it, the admin form shows its messages. */

export const PRICE_MAX_CENTS = 1_000_000;
export const LBP_PER_USD_MAX = 10_000_000;
export const INTERVALS_PER_DAY_MAX = 2;
export const HOURS_EXCEPTIONS_MAX = 60;
export const HOURS_EXCEPTION_DAYS_MAX = 62;
export const HERO_VIDEO_MAX_BYTES = 30 * 1024 * 1024;

/** The longest each shop text may be, in every language (the form's fields mirror them). */
export const SHOP_TEXT_MAX = { street: 120, town: 80, region: 80, bannerText: 120, tagline: 200 } as const;

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);

/** A phone number with its country code; spaces, dashes, brackets and a leading + are dropped. */
export const PhoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s\-().]/g, '').replace(/^\+/, ''))
  .pipe(
    z.string().regex(/^\d{8,15}$/, 'Enter the number with its country code, digits only (e.g. 96170123456).'),
  );

/** Unicode's own line breaks: the global guard refuses the ASCII ones (docs/decisions/150). */
const LINE_SEPARATORS = /[\u0085\u2028\u2029]/;

/**
 * A shop text in Arabic or French: optional ('' shows the default wording, docs/decisions/180),
 * one line, as long as its English field may be. Settings stored before it existed read as ''.
 */
const inLanguage = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((value) => !LINE_SEPARATORS.test(value), 'One line only.')
    .default('');

export const ShopSectionSchema = z.object({
  name: text(80),
  whatsAppPhone: PhoneSchema,
  callPhone: PhoneSchema,
  street: text(SHOP_TEXT_MAX.street),
  town: text(SHOP_TEXT_MAX.town),
  region: text(SHOP_TEXT_MAX.region),
  latitude: z.number().min(-90, 'Between -90 and 90.').max(90, 'Between -90 and 90.'),
  longitude: z.number().min(-180, 'Between -180 and 180.').max(180, 'Between -180 and 180.'),
  bannerText: text(SHOP_TEXT_MAX.bannerText),
  tagline: text(SHOP_TEXT_MAX.tagline),
  streetAr: inLanguage(SHOP_TEXT_MAX.street),
  townAr: inLanguage(SHOP_TEXT_MAX.town),
  regionAr: inLanguage(SHOP_TEXT_MAX.region),
  bannerTextAr: inLanguage(SHOP_TEXT_MAX.bannerText),
  taglineAr: inLanguage(SHOP_TEXT_MAX.tagline),
  streetFr: inLanguage(SHOP_TEXT_MAX.street),
  townFr: inLanguage(SHOP_TEXT_MAX.town),
  regionFr: inLanguage(SHOP_TEXT_MAX.region),
  bannerTextFr: inLanguage(SHOP_TEXT_MAX.bannerText),
  taglineFr: inLanguage(SHOP_TEXT_MAX.tagline),
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const IntervalSchema = z
  .object({
    opens: z.string().regex(CLOCK, 'A time such as 09:30.'),
    closes: z.string().regex(CLOCK, 'A time such as 20:00 (24:00 for midnight).'),
  })
  .refine((i) => clockMinutes(i.closes) > clockMinutes(i.opens), {
    message: 'Closing time must be after opening time.',
    path: ['closes'],
  });

const IntervalsSchema = z
  .array(IntervalSchema)
  .max(INTERVALS_PER_DAY_MAX, `At most ${INTERVALS_PER_DAY_MAX} intervals a day.`)
  .transform((list) => [...list].sort((a, b) => clockMinutes(a.opens) - clockMinutes(b.opens)))
  .refine(
    (list) =>
      list.every(
        (item, i) => i === 0 || clockMinutes(item.opens) >= clockMinutes(list[i - 1]?.closes ?? '00:00'),
      ),
    'The intervals overlap.',
  );

const DAY = z.iso.date('A date such as 2026-12-25.');

const ExceptionSchema = z
  .object({ from: DAY, to: DAY, intervals: IntervalsSchema, note: z.string().trim().max(80).default('') })
  .refine((e) => e.to >= e.from, { message: 'The last day must not be before the first.', path: ['to'] })
  .refine((e) => daysBetween(e.from, e.to) < HOURS_EXCEPTION_DAYS_MAX, {
    message: `At most ${HOURS_EXCEPTION_DAYS_MAX} days.`,
    path: ['to'],
  });

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const HoursSectionSchema = z.object({
  week: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, IntervalsSchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof IntervalsSchema
    >,
  ),
  exceptions: z
    .array(ExceptionSchema)
    .max(HOURS_EXCEPTIONS_MAX)
    .transform((list) => [...list].sort((a, b) => a.from.localeCompare(b.from)))
    .refine(
      (list) => list.every((e, i) => i === 0 || e.from > (list[i - 1]?.to ?? '')),
      'Two exceptions cover the same day.',
    ),
});

export const SocialSectionSchema = z.object({
  instagram: socialLinkSchema(SOCIAL_SITES.instagram).default(null),
  tiktok: socialLinkSchema(SOCIAL_SITES.tiktok).default(null),
  facebook: socialLinkSchema(SOCIAL_SITES.facebook).default(null),
});

const SizeSettingSchema = z.object({
  priceCents: z
    .number()
    .int('Whole cents.')
    .min(1, 'A price above $0.')
    .max(PRICE_MAX_CENTS, 'At most $10,000.'),
  isOnSale: z.boolean(),
});

export const PricesSectionSchema = z
  .object({
    sizes: z.object(
      Object.fromEntries(SIZES.map((size) => [size, SizeSettingSchema])) as Record<
        (typeof SIZES)[number],
        typeof SizeSettingSchema
      >,
    ),
    lbpPerUsd: z.number().int('A whole number.').min(1, 'At least 1.').max(LBP_PER_USD_MAX),
    isLbpShown: z.boolean(),
  })
  .refine((p) => SIZES.some((size) => p.sizes[size].isOnSale), {
    message: 'Keep at least one size on sale.',
    path: ['sizes'],
  });

export const HeroSectionSchema = z.object({
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});

export const ShopSettingsSchema = z.object({
  shop: ShopSectionSchema,
  hours: HoursSectionSchema,
  social: SocialSectionSchema,
  hero: HeroSectionSchema,
  prices: PricesSectionSchema,
  delivery: DeliverySectionSchema,
  stock: StockSectionSchema,
});

/** Which schema checks a section the admin saves as JSON (the hero is an upload). */
export const EDITABLE_SECTION_SCHEMAS = {
  shop: ShopSectionSchema,
  hours: HoursSectionSchema,
  social: SocialSectionSchema,
  prices: PricesSectionSchema,
  delivery: DeliverySectionSchema,
  stock: StockSectionSchema,
} as const;
export type EditableSection = keyof typeof EDITABLE_SECTION_SCHEMAS;
