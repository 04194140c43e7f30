import { DEFAULT_LANGUAGE, LANGUAGES, type Language, localizedPath } from '#shared/i18n/languages.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { PageMeta } from './page-meta.ts';
import { SOCIAL_IMAGE } from './social-image.ts';

export interface HeadTag {
  element: 'meta' | 'link';
  /** The attribute naming the tag: name="description", property="og:title", rel="canonical". */
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  value: string;
  /** A language alternate's language ("ar", "x-default"). */
  hreflang?: string;
}

/** What every page's preview says about the shop: its name as the owner set it, the picture's alt text. */
export interface SiteHead {
  shopName: string;
  /** The shared preview picture's alt text in the page's language (`seo(shopName).socialImageAlt`). */
  socialImageAlt: string;
}

/** Marks the head tags a page owns, so the client can replace them while navigating. */
export const HEAD_TAG_ATTRIBUTE = 'data-page-meta';
/** Marks the home page's structured-data blocks; the value names the block. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-structured-data';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_LB', fr: 'fr_LB' };

/**
 * The same page in each language plus x-default (English), then the Open Graph locales: what
 * search engines and link previews read to offer a visitor their language.
 */
export function languageTags(specPath: string, language: Language, publicUrl: string): HeadTag[] {
  const link = (hreflang: string, lang: Language): HeadTag => ({
    element: 'link',
    key: 'rel',
    keyValue: 'alternate',
    value: absoluteUrl(publicUrl, localizedPath(lang, specPath)),
    hreflang,
  });
  return [
    ...LANGUAGES.map((lang) => link(lang, lang)),
    link('x-default', DEFAULT_LANGUAGE),
    { element: 'meta', key: 'property', keyValue: 'og:locale', value: OG_LOCALES[language] },
    ...LANGUAGES.filter((lang) => lang !== language).map(
      (lang): HeadTag => ({
        element: 'meta',
        key: 'property',
        keyValue: 'og:locale:alternate',
        value: OG_LOCALES[lang],
      }),
    ),
  ];
}

/** Every head tag of a page but its <title>: search engines, canonical, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, publicUrl: string, site: SiteHead): HeadTag[] {
  const metaTag = (key: 'name' | 'property', keyValue: string, value: string): HeadTag => ({
    element: 'meta',
    key,
    keyValue,
    value,
  });
  const image = absoluteUrl(publicUrl, SOCIAL_IMAGE.path);
  const tags: HeadTag[] = [
    metaTag('name', 'description', meta.description),
    metaTag('name', 'robots', meta.indexable ? 'index, follow' : 'noindex'),
  ];
  const language = meta.language ?? DEFAULT_LANGUAGE;
  const url =
    meta.canonicalPath === null ? null : absoluteUrl(publicUrl, localizedPath(language, meta.canonicalPath));
  if (url) tags.push({ element: 'link', key: 'rel', keyValue: 'canonical', value: url });
  if (meta.canonicalPath !== null) tags.push(...languageTags(meta.canonicalPath, language, publicUrl));
  tags.push(
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', site.shopName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
  );
  if (url) tags.push(metaTag('property', 'og:url', url));
  tags.push(
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', SOCIAL_IMAGE.type),
    metaTag('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    metaTag('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    metaTag('property', 'og:image:alt', site.socialImageAlt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', site.socialImageAlt),
  );
  return tags;
}
