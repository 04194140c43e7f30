/**
 * The shop's own facts: one module, so no page repeats an address, an hour or a link.
 * The phone number is a setting (SHOP_PHONE) and reaches the browser through the public config.
 */
export const SHOP = {
  name: 'Saadiyat Perfumes',
  tagline: 'Arabic perfumes, oud, attar and designer fragrances',
  address: {
    street: 'Main Road',
    town: 'Saadiyat',
    region: 'Mount Lebanon',
    country: 'Lebanon',
    countryCode: 'LB',
  },
  /** Saadiyat, on the coast south of Damour. */
  coordinates: { latitude: 33.6697, longitude: 35.4317 },
  /** One source of truth for opening hours (DESIGN.md §6.2). */
  hours: [
    {
      days: 'Monday to Saturday',
      opens: '10:00',
      closes: '20:00',
      label: '10:00am-8:00pm',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    },
    { days: 'Sunday', opens: '11:00', closes: '18:00', label: '11:00am-6:00pm', dayOfWeek: ['Sunday'] },
  ],
  social: {
    instagram: 'https://www.instagram.com/saadiyatperfumes',
    tiktok: 'https://www.tiktok.com/@saadiyatperfumes',
    facebook: 'https://www.facebook.com/saadiyatperfumes',
  },
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
