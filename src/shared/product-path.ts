import { PATHS } from './paths.ts';

/**
 * A product's address: /perfumes/<slug of its name>-<short id> (docs/decisions/080). The short id
 * is the first 12 hex digits of the product's id, so the page keeps its address when the name
 * changes; an address with an older slug is answered with a 301 to the current one.
 */
export const SHORT_ID_LENGTH = 12;
const SLUG_MAX = 60;
export const SHORT_ID = /^[0-9a-f]{12}$/;

export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'perfume';
}

export function shortIdOf(id: string): string {
  return id.replace(/-/g, '').slice(0, SHORT_ID_LENGTH).toLowerCase();
}

/** The prefix of a full UUID that a short id stands for: `xxxxxxxx-xxxx`. */
export function idPrefixOf(shortId: string): string {
  return `${shortId.slice(0, 8)}-${shortId.slice(8)}`;
}

export function productPath(product: { id: string; name: string }): string {
  return `${PATHS.perfumes}/${encodeURIComponent(productSlug(product.name))}-${shortIdOf(product.id)}`;
}

/** Reads `<slug>-<short id>` (decoded); null when the segment cannot name a product. */
export function parseProductSegment(segment: string): { slug: string; shortId: string } | null {
  const at = segment.lastIndexOf('-');
  const shortId = (at === -1 ? segment : segment.slice(at + 1)).toLowerCase();
  if (!SHORT_ID.test(shortId)) return null;
  return { slug: at === -1 ? '' : segment.slice(0, at), shortId };
}

export function isProductPath(pathname: string): boolean {
  const match = /^\/perfumes\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] !== undefined && parseProductSegment(safeDecode(match[1])) !== null;
}

export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
