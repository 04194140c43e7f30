import { createHash } from 'node:crypto';
import { type CompressedCopies, compressCopies } from '#server/compressed-body.ts';

/** A page as sent: its bytes, compressed once, and its validator. */
export interface CachedPage extends CompressedCopies {
  /** The strong validator of the plain bytes: the hash of the HTML itself. */
  etag: string;
  html: Buffer;
}

export interface PageCache {
  /**
   * The page whose inputs `key` names, made by `make` when it is not kept. Pages are kept until
   * their bytes pass the budget, the least recently sent going first.
   */
  get(key: readonly string[], make: () => Promise<string>): Promise<CachedPage>;
}

/** Enough for every page of every language several times over; a 500-perfume page is ~0.8 MB. */
const DEFAULT_BUDGET_BYTES = 48 * 1024 * 1024;

async function compress(text: string): Promise<CachedPage> {
  const html = Buffer.from(text);
  // From the bytes, not the inputs: a page made again with the same bytes keeps its validator.
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  return { etag, html, ...(await compressCopies(html, { gzip: 6, brotli: 6 })) };
}

/**
 * Rendered pages by what they are made of (docs/decisions/107): the same inputs make the same
 * bytes, so a page is rendered, compressed and hashed once while its data, settings and minute
 * hold, and every request still reads the data it is made of.
 */
export function createPageCache(budgetBytes = DEFAULT_BUDGET_BYTES): PageCache {
  const pages = new Map<string, Promise<CachedPage>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  const forget = (key: string) => {
    pages.delete(key);
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };

  return {
    get(parts, make) {
      const key = createHash('sha1').update(parts.join('\0')).digest('base64url');
      const kept = pages.get(key);
      if (kept) {
        pages.delete(key);
        pages.set(key, kept); // now the most recently sent
        return kept;
      }
      const page = make().then(compress);
      pages.set(key, page);
      page.then(
        (made) => {
          if (pages.get(key) !== page) return;
          const size = made.html.length + made.gzip.length + made.brotli.length;
          sizes.set(key, size);
          bytes += size;
          for (const oldest of pages.keys()) {
            if (bytes <= budgetBytes || oldest === key) break;
            forget(oldest);
          }
        },
        () => forget(key),
      );
      return page;
    },
  };
}
