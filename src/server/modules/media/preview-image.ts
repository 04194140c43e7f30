import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import { PREVIEW_IMAGE, previewName, SHOP_BACKGROUND } from '#shared/image-variants.ts';
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
}

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
  const markup = `<span foreground="${INK}" size="46pt">${escapeMarkup(shorten(caption.name, NAME_MAX))}</span>\n<span foreground="${GOLD}" size="28pt">${escapeMarkup(shorten(caption.brand, 60))}</span>`;
  const text = {
    text: markup,
    font: 'DejaVu Serif',
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

/**
 * The 1200x630 JPEG a chat shows for a product page: the product on the shop's background, its
 * name and brand, and the shop's name as the owner set it. Under 300 kB (a flat background compresses well; quality
 * steps down if a busy picture does not).
 */
export async function renderPreviewImage(
  original: Buffer,
  caption: PreviewCaption,
  shopName: string,
): Promise<Buffer> {
  const picture = await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: PICTURE, height: PICTURE, fit: 'contain', background: SHOP_BACKGROUND })
    .flatten({ background: SHOP_BACKGROUND })
    .toBuffer();
  const captionImage = await renderCaption(caption);
  const { height: captionHeight = 0 } = await sharp(captionImage).metadata();
  const shopNameImage = await sharp({
    text: {
      text: `<span foreground="${GOLD}" size="20pt">${escapeMarkup(shopName)}</span>`,
      font: 'DejaVu Sans',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${SHOP_BACKGROUND}"/><rect x="${TEXT_START - 40}" y="90" width="3" height="${HEIGHT - 180}" fill="${GOLD}"/></svg>`;
  const composed = sharp(Buffer.from(frame)).composite([
    { input: picture, top: 40, left: 40 },
    {
      input: captionImage,
      top: Math.max(60, Math.round((HEIGHT - captionHeight) / 2) - 20),
      left: TEXT_START,
    },
    { input: shopNameImage, top: HEIGHT - 80, left: TEXT_START },
  ]);
  const flat = await composed.png().toBuffer();
  for (const quality of [85, 75, 60, 45]) {
    const jpeg = await sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_IMAGE.maxBytes) return jpeg;
  }
  return sharp(flat).jpeg({ quality: 30, mozjpeg: true }).toBuffer();
}

/** (Re)writes the stored preview of `name`: called when the picture, name or brand changes. */
export async function writePreviewImage(
  storage: MediaStorage,
  name: string,
  original: Buffer,
  caption: PreviewCaption,
  shopName: string,
): Promise<void> {
  const jpeg = await renderPreviewImage(original, caption, shopName);
  const fileName = previewName(name);
  await storage.remove(fileName);
  await storage.put(fileName, jpeg, PREVIEW_IMAGE.type);
}
