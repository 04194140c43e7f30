import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import {
  PREVIEW_IMAGE,
  PREVIEW_LANGUAGES,
  type PreviewLanguage,
  previewName,
  SHOP_BACKGROUND,
} from '#shared/image-variants.ts';
import type { MediaStorage } from './media.storage.ts';

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE;
const PICTURE = HEIGHT - 80;
const TEXT_START = PICTURE + 100;
const TEXT_WIDTH = WIDTH - TEXT_START - 50;
const TEXT_HEIGHT = HEIGHT - 200;
const NAME_MAX = 90;
const INK = '#f5efe3';
const GOLD = '#d4af5f';

export interface PreviewCaption {
  name: string;
  brand: string;
  /** The page's language: Arabic lays the picture out right to left. English when absent. */
  language?: PreviewLanguage;
}

/** A product's name in each language it is drawn in: its own translation, else the default name. */
export interface TranslatedNames {
  name: string;
  brand: string;
  nameAr: string | null;
  nameFr: string | null;
}

/** The caption of each language's preview (docs/decisions/179). */
export function previewCaptions(product: TranslatedNames): PreviewCaption[] {
  const names: Record<PreviewLanguage, string> = {
    en: product.name,
    ar: product.nameAr || product.name,
    fr: product.nameFr || product.name,
  };
  return PREVIEW_LANGUAGES.map((language) => ({ name: names[language], brand: product.brand, language }));
}

const RLM = '\u200f';

const isRightToLeft = (caption: PreviewCaption) => caption.language === 'ar';

/**
 * Arabic is drawn in Naskh, the shop's Arabic typeface on the page; a Latin brand beside it keeps
 * the serif. Pango shapes and orders each line by its own text.
 */
const captionFont = (caption: PreviewCaption) =>
  isRightToLeft(caption) ? 'Noto Naskh Arabic,DejaVu Serif' : 'DejaVu Serif';

/** Pango markup is XML: every character that could open a tag or an entity is written as one. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * The name and brand as an RGBA picture. Drawn by Pango (sharp's text input) rather than an SVG
 * <text>: Pango shapes Arabic, wraps long names and draws emoji in colour (librsvg draws them
 * flat). A caption too tall at the normal size is fitted into the box instead.
 */
export async function renderCaption(caption: PreviewCaption): Promise<Buffer> {
  // Pango gives each line the direction of its first strong letter and sets a right-to-left line
  // from the right: a leading RLM makes both lines of an Arabic caption right to left, a Latin
  // brand or an untranslated name included.
  const start = isRightToLeft(caption) ? RLM : '';
  const markup = `<span foreground="${INK}" size="46pt">${start}${escapeMarkup(shorten(caption.name, NAME_MAX))}</span>\n<span foreground="${GOLD}" size="28pt">${start}${escapeMarkup(shorten(caption.brand, 60))}</span>`;
  const text = {
    text: markup,
    font: captionFont(caption),
    width: TEXT_WIDTH,
    rgba: true,
    wrap: 'word-char' as const,
  };
  const normal = await sharp({ text: { ...text, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (normal.info.height <= TEXT_HEIGHT) return normal.data;
  return sharp({ text: { ...text, height: TEXT_HEIGHT } })
    .png()
    .toBuffer();
}

/** A picture sharp holds as plain pixels, to compose without encoding it between steps. */
interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const pixels = async (image: Sharp): Promise<Pixels> => {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
};

/**
 * The 1200x630 JPEGs a chat shows for a product page, one per caption (in their order): the
 * product on the shop's background, its name and brand, and the shop's name as the owner set it. Under 300 kB (a flat
 * background compresses well; quality steps down if a busy picture does not). In Arabic the layout
 * is mirrored: the picture on the right, the words on the left set against the divider, read from
 * the right. The picture and the shop's name are drawn once for all the captions, and each
 * preview is composed as pixels and encoded once per quality tried.
 */
export async function renderPreviewImages(
  original: Buffer,
  captions: readonly PreviewCaption[],
  shopName: string,
): Promise<{ caption: PreviewCaption; jpeg: Buffer }[]> {
  if (captions.length === 0) return [];
  const picture = await pixels(
    sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: PICTURE, height: PICTURE, fit: 'contain', background: SHOP_BACKGROUND })
      .flatten({ background: SHOP_BACKGROUND }),
  );
  const shopNameImage = await pixels(
    sharp({
      text: {
        text: `<span foreground="${GOLD}" size="20pt">${escapeMarkup(shopName)}</span>`,
        font: 'DejaVu Sans',
        rgba: true,
        dpi: 72,
      },
    }),
  );
  const shopNameWidth = shopNameImage.raw.width;
  const previews: { caption: PreviewCaption; jpeg: Buffer }[] = [];
  for (const caption of captions) {
    const captionImage = await pixels(sharp(await renderCaption(caption)));
    const { height: captionHeight, width: captionWidth } = captionImage.raw;
    const isMirrored = isRightToLeft(caption);
    // Left to right: picture at 40, divider, words from TEXT_START. Mirrored: the same, flipped.
    const mirror = (left: number, width: number) => (isMirrored ? WIDTH - left - width : left);
    const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${SHOP_BACKGROUND}"/><rect x="${mirror(TEXT_START - 40, 3)}" y="90" width="3" height="${HEIGHT - 180}" fill="${GOLD}"/></svg>`;
    const flat = await pixels(
      sharp(Buffer.from(frame))
        .composite([
          { input: picture.data, raw: picture.raw, top: 40, left: mirror(40, PICTURE) },
          {
            input: captionImage.data,
            raw: captionImage.raw,
            top: Math.max(60, Math.round((HEIGHT - captionHeight) / 2) - 20),
            // A right-aligned caption ends against the divider, as the left-aligned one starts there.
            left: isMirrored ? WIDTH - TEXT_START - captionWidth : TEXT_START,
          },
          {
            input: shopNameImage.data,
            raw: shopNameImage.raw,
            top: HEIGHT - 80,
            left: isMirrored ? WIDTH - TEXT_START - shopNameWidth : TEXT_START,
          },
        ])
        .flatten({ background: SHOP_BACKGROUND }),
    );
    previews.push({ caption, jpeg: await fittedJpeg(flat) });
  }
  return previews;
}

/**
 * The preview as a JPEG under the size limit: the best quality that fits. Plain libjpeg, not
 * mozjpeg: a chat fetches a preview once, and mozjpeg saved about a fifth of its bytes at the cost
 * of about half of the previews' drawing time (ADR 179).
 */
async function fittedJpeg(flat: Pixels): Promise<Buffer> {
  for (const quality of [85, 75, 60, 45]) {
    const jpeg = await sharp(flat.data, { raw: flat.raw }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= PREVIEW_IMAGE.maxBytes) return jpeg;
  }
  return sharp(flat.data, { raw: flat.raw }).jpeg({ quality: 30 }).toBuffer();
}

/**
 * (Re)writes the stored previews of `name`, one per language: called when the picture, a name or
 * the brand changes.
 */
export async function writePreviewImages(
  storage: MediaStorage,
  name: string,
  original: Buffer,
  product: TranslatedNames,
  shopName: string,
): Promise<void> {
  for (const { caption, jpeg } of await renderPreviewImages(original, previewCaptions(product), shopName)) {
    const fileName = previewName(name, caption.language);
    await storage.remove(fileName);
    await storage.put(fileName, jpeg, PREVIEW_IMAGE.type);
  }
}
