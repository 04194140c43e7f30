/** Class lists shared by links and buttons, so every call to action looks the same. */
export const PRIMARY_ACTION =
  'inline-flex items-center justify-center gap-2 rounded bg-gold px-5 py-2.5 font-medium text-night transition-colors hover:bg-gold-deep';

export const SECONDARY_ACTION =
  'inline-flex items-center justify-center gap-2 rounded border border-gold px-5 py-2.5 font-medium text-gold transition-colors hover:bg-gold hover:text-night';

export const FIELD =
  'w-full rounded border border-night-line bg-night px-3 py-2 text-ink placeholder:text-ink-soft/70 focus:border-gold focus:outline-none';
