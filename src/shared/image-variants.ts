/**
 * The files made from every stored product image (docs/decisions/081): AVIF and WebP at three
 * widths, square-padded on the shop's background, and one 1200x630 JPEG link preview. This is the
 * one list of a stored file's variant names: storage removes them with the file.
 */
export const MEDIA_URL_PREFIX = '/media/';

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1200] as const;

export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The shop's page background (--color-night): variants are padded and flattened on it. */
export const SHOP_BACKGROUND = '#0f0e0c';

/** What WhatsApp and the other chat apps show as a link's large preview. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, maxBytes: 300_000, type: 'image/jpeg' } as const;

/** Below this on its short side a picture looks blurred in the large previews chats show. */
export const IMAGE_MIN_SHORT_SIDE_PX = 600;

export function variantName(name: string, width: number, format: ImageVariantFormat = 'webp'): string {
  return `${name}.${width}w.${format}`;
}

/** The languages a link preview is drawn in (the shop's three: i18n/catalogues/catalogue.ts). */
export const PREVIEW_LANGUAGES = ['en', 'ar', 'fr'] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];

/**
 * The stored link preview of `name` in a language (docs/decisions/179): English keeps the name it
 * always had, so links shared before stay as they were; Arabic and French each have their own file
 * and so their own address, which chats cache apart.
 */
export function previewName(name: string, language: PreviewLanguage = 'en'): string {
  return language === 'en' ? `${name}.preview.jpg` : `${name}.preview.${language}.jpg`;
}

/** Every file made from `name`, the stored original (not included). */
export function variantNamesOf(name: string): string[] {
  return [
    ...IMAGE_VARIANT_WIDTHS.flatMap((width) =>
      IMAGE_VARIANT_FORMATS.map((format) => variantName(name, width, format)),
    ),
    ...PREVIEW_LANGUAGES.map((language) => previewName(name, language)),
  ];
}

export function mediaUrl(name: string): string {
  return `${MEDIA_URL_PREFIX}${encodeURIComponent(name)}`;
}
