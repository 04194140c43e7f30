/** A perfume's own prices and sales (docs/decisions/187, 188): the product form and the price shown. */

export interface PerfumePricesTexts {
  /** The product form's group of price fields. */
  legend: string;
  hint: string;
  /** "100 ml price" */
  priceLabel: (size: string) => string;
  /** Under an empty price field: the shop's price it costs then. */
  shopPrice: (price: string) => string;
  useShopPrice: string;
  salePriceLabel: (size: string) => string;
  saleFrom: string;
  saleTo: string;
  clearSale: string;
  save: string;
  saved: string;
  saveFailed: string;
  /** A new perfume was added, but the prices typed with it were not saved. */
  addedWithoutPrices: string;
  /** What a screen reader says for a struck-through price: "Was $12.00, now $9.00". */
  wasNow: (was: string, now: string) => string;
  /** Beside a sale price on the product page. */
  saleUntil: (day: string) => string;
  /** Refusals, the server's and the form's. */
  priceInvalid: string;
  priceWholeCents: string;
  priceTooLow: string;
  priceTooHigh: string;
  dayInvalid: string;
  saleEndsBeforeStart: string;
  saleNeedsDays: string;
  saleNotLower: string;
  sizeTwice: string;
}
