export const addToCartButtonClass =
  'w-full rounded bg-gold px-4 py-2 text-sm font-medium text-night hover:bg-gold-deep disabled:cursor-wait disabled:opacity-70';
