/** What most pages show: product cards, common words, opening hours, the footer. */

export interface ProductTexts {
  brandFallback: string;
  descriptionFallback: string;
  addToCart: string;
  /** A size, or a whole perfume, that cannot be ordered now. */
  soldOut: string;
  prices: string;
}

export interface CommonTexts {
  loading: string;
  genericError: string;
  /** A page drawn from what the browser keeps, opened without JavaScript. */
  needsJavaScript: string;
  orderOnWhatsApp: string;
  /** The team's pages, opened without JavaScript. */
  teamNeedsJavaScript: string;
}

export interface HoursTexts {
  closedAllDay: string;
  today: string;
  weekHours: string;
  timeZoneNote: string;
}

export interface FooterTexts {
  social: string;
  instagram: string;
  tiktok: string;
  facebook: string;
  whatsapp: string;
  /** "© {year} {shop}, {town}, Lebanon.": the year, the shop's name and its town fill it. */
  copyright: string;
  rights: string;
  shopLinks: string;
}
