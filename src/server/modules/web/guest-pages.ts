import type { CachedPage } from './page-cache.ts';

/** A page as a guest got it: the same answer for every guest while its stamp holds. */
export interface GuestPage {
  status: number;
  page: CachedPage;
}

export interface GuestPages {
  /**
   * What a page made now is made of, besides its address: the versions of the catalogue and the
   * settings, and the minute. Taken when a request arrives, before it reads anything.
   */
  stamp(): string;
  /** The page kept for `url` under the current stamp, or nothing. */
  find(url: string): GuestPage | undefined;
  /** Keeps what a request answered under the stamp it took when it arrived. */
  keep(url: string, stamp: string, answer: GuestPage): void;
  /** A change of what pages are made of: every kept page is old from now on. */
  changed(): void;
}

/**
 * SQLite has no NOTIFY: a page lives 2 s there, as the kept catalogue and settings do, so a change
 * made by another process on the same file shows within seconds. On PostgreSQL the minute in the
 * stamp bounds what a lost notification could keep.
 */
export const GUEST_PAGE_MAX_AGE_MS = { postgres: 60_000, sqlite: 2000 } as const;
/** Every page of every language many times over; the pages themselves are shared with the page cache. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

interface Entry extends GuestPage {
  stamp: string;
  at: number;
  bytes: number;
}

/**
 * Guests' pages by address (docs/decisions/195): a guest's request costs a lookup while the
 * catalogue, the settings and the minute hold. A change bumps the version, so every page kept
 * before it is made again on its next request; a request that began before the change keeps what it
 * made under the old stamp, which no later request asks for.
 */
export function createGuestPages(options: {
  isShared: boolean;
  budgetBytes?: number;
  now?: () => number;
}): GuestPages {
  const now = options.now ?? Date.now;
  const maxAge = options.isShared ? GUEST_PAGE_MAX_AGE_MS.postgres : GUEST_PAGE_MAX_AGE_MS.sqlite;
  const budget = options.budgetBytes ?? DEFAULT_BUDGET_BYTES;
  const entries = new Map<string, Entry>();
  let version = 0;
  let bytes = 0;

  const forget = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.bytes;
  };
  const stamp = () => `${version}:${Math.floor(now() / 60_000)}`;

  return {
    stamp,
    find(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.stamp !== stamp() || now() - entry.at > maxAge) {
        forget(url);
        return undefined;
      }
      entries.delete(url);
      entries.set(url, entry); // now the most recently sent
      return entry;
    },
    keep(url, at, answer) {
      if (at !== stamp()) return;
      forget(url);
      const size = answer.page.html.length + answer.page.gzip.length + answer.page.brotli.length;
      entries.set(url, { ...answer, stamp: at, at: now(), bytes: size });
      bytes += size;
      for (const [oldest] of entries) {
        if (bytes <= budget || oldest === url) break;
        forget(oldest);
      }
    },
    changed() {
      version += 1;
      entries.clear();
      bytes = 0;
    },
  };
}
