/** Business constants of the shop (SPEC §9). Money is integer cents everywhere. */

export const SIZES = ['100', '50'] as const;
export type Size = (typeof SIZES)[number];

/**
 * The unit price of each size in cents. The shop prices with the owner's settings (`unitPrices` in
 * prices.ts), which every computation takes as an argument (docs/decisions/166).
 */
export type UnitPrices = Readonly<Record<Size, number>>;

/**
 * What prices a list of lines from several perfumes: the shop's prices for all of them, or each
 * perfume's own (docs/decisions/187).
 */
export type PriceBook = UnitPrices | ((productId: string) => UnitPrices);

export function pricesFor(book: PriceBook, productId: string): UnitPrices {
  return typeof book === 'function' ? book(productId) : book;
}

/** The prices the shop opened with (100 ml $10, 50 ml $6): the settings' first values. */
export const SIZE_PRICE_CENTS: UnitPrices = { '100': 1000, '50': 600 };

export const CATEGORIES = ['men', 'women', 'unisex'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'unisex';

export const CURRENCY = 'USD';

export const IMAGE_MAX_BYTES = 2_097_152;
/** A decoded image larger than this is refused before it costs memory (a "decompression bomb"). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_STYLE_MAX = 60;
export const PRODUCT_LIST_LIMIT_MAX = 100;

export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const CART_DROPDOWN_ITEMS = 3;
export const HOME_NEWEST_COUNT = 4;
export const MOBILE_BREAKPOINT_PX = 768;

export const BRAND_PLACEHOLDER_CHARS = 12;
export const BRAND_LOGO_WIDTH = 160;
export const BRAND_LOGO_HEIGHT = 70;

export const STORAGE_KEYS = { guestCart: 'guestCart', guestOrders: 'guestOrders' } as const;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** 'admin' is the only role value that grants anything; anything else reads as 'user' (SPEC §3). */
export function toRole(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'user';
}

/** Carts and orders: how many lines one request may carry (a cart holds one line per product). */
export const CART_IMPORT_MAX_ITEMS = 200;
export const ORDER_MAX_ITEMS = 200;

/** Cart and checkout timings (SPEC §9). */
export const CART_MESSAGE_MS = 3000;
export const CART_SHAKE_MS = 500;
export const POPUP_EXIT_MS = 300;
export const WHATSAPP_OPEN_DELAY_MS = 1000;
export const ORDERS_CLEAR_DELAY_MS = 2000;

/** How many of its sent orders a guest's browser lists under "Your orders". */
export const RECENT_ORDERS_KEPT = 10;
