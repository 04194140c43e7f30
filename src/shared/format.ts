/** Formats integer cents as dollars with two decimals: 2600 → "$26.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cuts a text to `max` characters (code points, so emoji and Arabic stay whole) with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export function emailPrefix(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** A price on a product card: whole dollars without decimals ("$6"), cents when there are some. */
export function formatPrice(cents: number): string {
  return Math.round(cents) % 100 === 0 ? formatCents(cents).replace(/\.00$/, '') : formatCents(cents);
}
