/** At least 44 px high: a thumb must hit it on a phone's two-column grid. */
export const addToCartButtonClass =
  'min-h-11 w-full rounded bg-gold px-3 py-2 text-sm font-medium text-night hover:bg-gold-deep disabled:cursor-wait disabled:opacity-70';
