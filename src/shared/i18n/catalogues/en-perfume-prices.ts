import type { PerfumePricesTexts } from './types/perfume-prices.ts';

/** The English texts of a perfume's own prices and sales. */
export const EN_PERFUME_PRICES: PerfumePricesTexts = {
  legend: 'Prices of this perfume',
  hint: "Leave a price empty to sell at the shop's price for that size.",
  priceLabel: (size) => `${size} price ($)`,
  shopPrice: (price) => `Shop's price: ${price}`,
  useShopPrice: "Use the shop's price",
  salePriceLabel: (size) => `${size} sale price ($)`,
  saleFrom: 'Sale from',
  saleTo: 'Sale until',
  clearSale: 'Remove the sale',
  save: 'Save prices',
  saved: 'Prices saved.',
  saveFailed: 'The prices could not be saved. Please try again.',
  addedWithoutPrices:
    "The perfume is added at the shop's prices: its own prices could not be saved. Edit it to set them again.",
  wasNow: (was, now) => `Was ${was}, now ${now}`,
  saleUntil: (day) => `Sale until ${day}`,
  priceInvalid: 'Enter a price in dollars, for example 12.50.',
  priceWholeCents: 'A price is in whole cents.',
  priceTooLow: 'A price above $0.',
  priceTooHigh: 'At most $10,000.',
  dayInvalid: 'Enter a date as YYYY-MM-DD, for example 2026-12-24.',
  saleEndsBeforeStart: 'The sale cannot end before it starts.',
  saleNeedsDays: 'A sale needs a price, a first day and a last day.',
  saleNotLower: 'A sale price must be lower than the price it replaces.',
  sizeTwice: 'Each size may appear only once.',
};
