import { CURRENCY } from './constants.ts';
import { EN_HERO } from './i18n/catalogues/en-core.ts';
import type { Language } from './i18n/languages.ts';
import { PATHS } from './paths.ts';
import { absoluteUrl } from './seo/absolute-url.ts';
import { SOCIAL_IMAGE } from './seo/social-image.ts';
import type { HoursSection, ShopSettings, Weekday } from './settings-types.ts';
import { formatPhone } from './shop.ts';
import { type ShopAddressText, shopAddressIn, shopTextIn } from './shop-facts.ts';

const CONTEXT = 'https://schema.org';

/** schema.org's day names: "Monday" for monday. */
const schemaDay = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** schema.org wants 23:59 rather than 24:00 for "until midnight". */
const schemaClock = (clock: string) => (clock === '24:00' ? '23:59' : clock);

/**
 * The weekly hours as schema.org lists them (days sharing an interval grouped), then each dated
 * exception with its validity; a closed exception is the 00:00-00:00 schema.org uses for "closed".
 */
export function openingHoursSpecification(hours: HoursSection): Record<string, unknown>[] {
  const groups = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const [day, intervals] of Object.entries(hours.week) as [Weekday, HoursSection['week']['monday']][]) {
    for (const interval of intervals) {
      const key = `${interval.opens}-${interval.closes}`;
      const group = groups.get(key) ?? { days: [], opens: interval.opens, closes: interval.closes };
      group.days.push(schemaDay(day));
      groups.set(key, group);
    }
  }
  const weekly = [...groups.values()].map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days,
    opens: schemaClock(group.opens),
    closes: schemaClock(group.closes),
  }));
  const dated = hours.exceptions.flatMap((exception) => {
    const intervals = exception.intervals.length
      ? exception.intervals
      : [{ opens: '00:00', closes: '00:00' }];
    return intervals.map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.from,
      validThrough: exception.to,
      opens: schemaClock(interval.opens),
      closes: schemaClock(interval.closes),
    }));
  });
  return [...weekly, ...dated];
}

/**
 * The shop as a schema.org Store, every fact from the owner's settings; its tagline and address in
 * the page's language (docs/decisions/180), `first` being that language's first tagline and address
 * (its catalogue's `home.tagline` and `shopInfo.shopAddress`).
 */
export function buildLocalBusiness(
  publicUrl: string,
  settings: ShopSettings,
  language: Language,
  first: { tagline: string; address: ShopAddressText },
): Record<string, unknown> {
  const { shop, social } = settings;
  const { tagline } = first;
  const address = shopAddressIn(shop, language, first.address);
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    '@id': `${absoluteUrl(publicUrl, PATHS.home)}#store`,
    name: shop.name,
    description: shopTextIn(shop, 'tagline', language, { en: EN_HERO.tagline, translated: tagline }),
    url: absoluteUrl(publicUrl, PATHS.home),
    image: absoluteUrl(publicUrl, SOCIAL_IMAGE.path),
    telephone: formatPhone(shop.callPhone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.town,
      addressRegion: address.region,
      addressCountry: 'LB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    openingHoursSpecification: openingHoursSpecification(settings.hours),
    currenciesAccepted: settings.prices.isLbpShown ? `${CURRENCY}, LBP` : CURRENCY,
    paymentAccepted: 'Cash',
    sameAs: [social.instagram, social.tiktok, social.facebook].filter((link): link is string =>
      Boolean(link),
    ),
  };
}
