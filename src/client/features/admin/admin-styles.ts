/** Class lists of the admin screen, so its fields and buttons look alike. */
export const FIELD_CLASS =
  'w-full rounded border border-night-line bg-night px-3 py-2 text-ink placeholder:text-ink-soft/70 focus:border-gold focus:outline-none';
export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-ink-soft';
export const PRIMARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded bg-gold px-5 py-2.5 font-medium text-night transition-colors hover:bg-gold-deep disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded border border-gold px-5 py-2.5 font-medium text-gold transition-colors hover:bg-gold hover:text-night disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded bg-red-700 px-4 py-2 font-medium text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const PANEL_CLASS = 'rounded-lg border border-night-line bg-night-soft p-5 sm:p-6';
