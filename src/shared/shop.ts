/**
 * The brand the page titles and link previews are written under. Everything the owner can change
 * (address, hours, phones, links, prices) is a setting (settings-types.ts), read at run time.
 */
export const SHOP = {
  name: 'Saadiyat Perfumes',
  tagline: 'Arabic perfumes, oud, attar and designer fragrances',
  /** The shop's first address, in English; the owner's settings hold the one shown (DEFAULT_SETTINGS). */
  address: { street: 'Main Road', town: 'Saadiyat', region: 'Mount Lebanon', country: 'Lebanon' },
  defaultPhone: '96170123456',
} as const;

export function formatPhone(digits: string): string {
  // Lebanese numbers read as +961 70 123 456.
  if (digits.startsWith('961') && digits.length >= 10) {
    const rest = digits.slice(3);
    return `+961 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
  }
  return `+${digits}`;
}

export function whatsAppChatUrl(phone: string, text?: string): string {
  const query = text ? `?${new URLSearchParams({ text }).toString()}` : '';
  return `https://wa.me/${phone}${query}`;
}

export function telUrl(phone: string): string {
  return `tel:+${phone}`;
}

export function mapsPlaceUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

export function mapsEmbedUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat},${lng}&output=embed`;
}

export function mapsDirectionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
