import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * The database as Kysely sees it. Columns are snake_case; repositories map rows to the API's
 * camelCase shapes. Timestamps are ISO text on SQLite and timestamptz on PostgreSQL (read back as
 * Date): `toIso()` in db/database.ts evens that out. Booleans are 0/1 integers on both.
 */
type Timestamp = ColumnType<string | Date, string, string>;

export interface BrandTable {
  slug: string;
  name: string;
  sort_order: number;
  /** Stable across renames: the admin's address for a brand (migrations/0015-brands.ts). */
  id: string;
  /** The name folded for comparison (brandNameKey), unique. */
  name_key: string;
  name_ar: string | null;
  name_fr: string | null;
  /** The stored logo (media storage, with its variants) and its URL; null without a logo. */
  logo_file_name: string | null;
  logo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTable {
  id: string;
  name: string;
  description: string;
  category: string;
  brand: string;
  style: string | null;
  image_url: string;
  file_name: string;
  background_removed: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  concentration: string | null;
  /** JSON text arrays. */
  scent_families: Generated<string>;
  top_notes: Generated<string>;
  heart_notes: Generated<string>;
  base_notes: Generated<string>;
  inspired_by: string | null;
  image_width: number | null;
  image_height: number | null;
  /** Optional Arabic and French texts (docs/decisions/124). */
  name_ar: string | null;
  name_fr: string | null;
  description_ar: string | null;
  description_fr: string | null;
}

/** A perfume's photos after the main one, which stays on its product row (docs/decisions/185). */
export interface ProductPhotoTable {
  /** The stored file name, unique in the shop: also the photo's id in the API. */
  file_name: string;
  product_id: string;
  /** 1 for the photo after the main one, and so on. */
  position: number;
  image_width: number | null;
  image_height: number | null;
  background_removed: number;
  created_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** better-auth's tables (SPEC's users collection: email and role live on `user`). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<number | boolean, number | boolean, number | boolean>;
  image: string | null;
  role: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  id_token: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A signed-in user's cart line; selected_sizes is JSON text of SelectedSize[] (prices in cents). */
export interface CartItemTable {
  id: string;
  user_id: string;
  product_id: string;
  name: string;
  image_url: string;
  description: string;
  category: string;
  selected_sizes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartImportTable {
  user_id: string;
  guest_item_id: string;
  created_at: Timestamp;
}

/** items is JSON text of OrderItem[] (prices in cents). */
export interface OrderTable {
  id: string;
  user_id: string;
  status: string;
  items: string;
  location: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Login and sign-up attempts counted per key (address, email, device) in fixed windows. */
export interface AuthLimitTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  reset_at: number;
  addresses: string | null;
}

/** The order book (migrations/0004-order-book.ts); money in integer cents. */
export interface PlacedOrderTable {
  id: string;
  reference: string;
  tracking_token: string;
  idempotency_key: string;
  user_id: string | null;
  status: string;
  total_cents: number;
  location: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  locale: string;
  /** Who first sent this order's idempotency key: null on orders placed before it was kept. */
  request_digest: string | null;
  erased_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivery_method: string | null;
  delivery_area_names: string | null;
  delivery_fee_cents: Generated<number>;
  /** The discount code the order was placed with, in capitals (migration 0019), and its discount. */
  discount_code: string | null;
  discount_cents: Generated<number>;
}

export interface PlacedOrderItemTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  category: string;
  size_100ml_quantity: number;
  size_100ml_price_cents: number;
  size_50ml_quantity: number;
  size_50ml_price_cents: number;
}

export interface PlacedOrderEventTable {
  id: string;
  order_id: string;
  status: string;
  reason: string | null;
  by_user_id: string | null;
  by_email: string | null;
  created_at: Timestamp;
  /** The status the order left (null on rows from before undo existed). */
  previous_status: string | null;
  /** Set on an undo: the change it took back. */
  undoes_event_id: string | null;
}

export interface CustomerDetailsTable {
  user_id: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  updated_at: Timestamp;
}

export interface Database {
  brand: BrandTable;
  product: ProductTable;
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  cart_item: CartItemTable;
  cart_import: CartImportTable;
  order: OrderTable;
  auth_limit: AuthLimitTable;
  placed_order: PlacedOrderTable;
  placed_order_item: PlacedOrderItemTable;
  placed_order_event: PlacedOrderEventTable;
  customer_details: CustomerDetailsTable;
  shop_setting: ShopSettingTable;
  sold_out_size: SoldOutSizeTable;
  product_size_price: ProductSizePriceTable;
  activity: ActivityTable;
  push_subscription: PushSubscriptionTable;
  push_delivery: PushDeliveryTable;
  size_stock: SizeStockTable;
  order_stock_take: OrderStockTakeTable;
  discount_code: DiscountCodeTable;
  product_photo: ProductPhotoTable;
}

export type ProductRow = Selectable<ProductTable>;

/** The owner's settings: one JSON document per section (src/shared/settings.ts). */
export interface ShopSettingTable {
  section: string;
  value: string;
  updated_at: Timestamp;
}

/** A product's size that is sold out (no row: in stock). */
export interface SoldOutSizeTable {
  product_id: string;
  size: string;
  created_at: Timestamp;
}

/** A counted size (docs/decisions/189): no row means the size is not counted. */
export interface SizeStockTable {
  product_id: string;
  size: string;
  quantity: number;
  updated_at: Timestamp;
}

/** What an order's confirmation took from the counts, given back if the order is cancelled. */
export interface OrderStockTakeTable {
  order_id: string;
  product_id: string;
  size: string;
  quantity: number;
  created_at: Timestamp;
}

/** A perfume's own price and sale for a size (docs/decisions/187, 188); null columns: the shop's price, no sale. */
export interface ProductSizePriceTable {
  product_id: string;
  size: string;
  price_cents: number | null;
  sale_price_cents: number | null;
  sale_from: string | null;
  sale_to: string | null;
  updated_at: Timestamp;
}

/** Who changed what in the admin, written in the same transaction as the change. */
export interface ActivityTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  kind: string;
  subject: string;
  /** The shop's English record of the entry (API clients read it; pages word `code` and `params`). */
  detail: string;
  /** What happened, as a code of src/shared/activity-records.ts and its parameters as JSON (migration 0014). */
  code: string;
  params: string;
  created_at: Timestamp;
}

/** One admin's device that asked for Web Push alerts (docs/decisions/140). */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The admin page's language when the device subscribed: the alerts' language. */
  language: string;
  /** A short name of the browser and system, for the admin's list of devices. */
  device: string;
  created_at: Timestamp;
}

/** An order claimed for a device: the row's primary key makes each push happen once. */
export interface PushDeliveryTable {
  order_id: string;
  subscription_id: string;
  created_at: Timestamp;
}

/** The owner's discount codes (migration 0019); `uses` counts the orders placed with one. */
export interface DiscountCodeTable {
  id: string;
  code: string;
  kind: string;
  value: number;
  starts_on: string | null;
  ends_on: string | null;
  min_order_cents: number;
  use_limit: number | null;
  uses: Generated<number>;
  is_active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
