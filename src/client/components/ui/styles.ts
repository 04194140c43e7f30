/**
 * The shop's class lists in one place, so every call to action, field and panel looks the same
 * wherever it is used (storefront, cart popups, admin screens, the header's links).
 */

export const PRIMARY_ACTION =
  'inline-flex items-center justify-center gap-2 rounded bg-gold px-5 py-2.5 font-medium text-night transition-colors hover:bg-gold-deep';

export const SECONDARY_ACTION =
  'inline-flex items-center justify-center gap-2 rounded border border-gold px-5 py-2.5 font-medium text-gold transition-colors hover:bg-gold hover:text-night';

const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-60';

/** The admin's buttons: the storefront's actions, dimmed while disabled. */
export const PRIMARY_BUTTON_CLASS = `${PRIMARY_ACTION} ${DISABLED}`;
export const SECONDARY_BUTTON_CLASS = `${SECONDARY_ACTION} ${DISABLED}`;
export const DANGER_BUTTON_CLASS = `inline-flex items-center justify-center gap-2 rounded bg-red-700 px-4 py-2 font-medium text-white transition-colors hover:bg-red-800 ${DISABLED}`;

export const FIELD =
  'w-full rounded border border-night-line bg-night px-3 py-2 text-ink placeholder:text-ink-soft/70 focus:border-gold focus:outline-none';
/** A field sized by its content (the inbox's filters and export). */
export const INLINE_FIELD =
  'rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none';
export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-ink-soft';
export const PANEL_CLASS = 'rounded-lg border border-night-line bg-night-soft p-5 sm:p-6';

/** The cart popups' smaller buttons. */
export const POPUP_BUTTON =
  'rounded border border-night-line px-4 py-2 text-sm text-ink hover:border-gold hover:text-gold disabled:opacity-60';
export const POPUP_PRIMARY_BUTTON =
  'rounded bg-gold px-4 py-2 text-sm font-medium text-night hover:bg-gold-deep disabled:opacity-60';

/** At least 44 px high: a thumb must hit it on a phone's two-column grid. */
export const ADD_TO_CART_BUTTON =
  'min-h-11 w-full rounded bg-gold px-3 py-2 text-sm font-medium text-night hover:bg-gold-deep disabled:cursor-wait disabled:opacity-70';

/** A row's or a card's small action (an order's status buttons, Remove, the team's Promote). */
export const SMALL_BUTTON =
  'rounded border border-night-line px-3 py-1.5 text-sm text-ink-soft hover:border-gold hover:text-gold disabled:opacity-60';
export const SMALL_PRIMARY_BUTTON =
  'rounded bg-gold px-3 py-1.5 text-sm font-medium text-night hover:bg-gold-deep disabled:opacity-70';
/** The gold-outlined action beside a primary one (WhatsApp, Export, Add an area). */
export const OUTLINE_BUTTON =
  'rounded border border-gold px-4 py-2 text-gold hover:bg-gold hover:text-night disabled:opacity-70';
/** The page's one big call to action (Checkout, Send the order). */
export const LARGE_PRIMARY_BUTTON =
  'rounded bg-gold px-6 py-3 font-medium text-night hover:bg-gold-deep disabled:opacity-70';
