import type { PerfumePricesTexts } from './types/perfume-prices.ts';

/** The French texts of a perfume's own prices and sales. */
export const FR_PERFUME_PRICES: PerfumePricesTexts = {
  legend: 'Prix de ce parfum',
  hint: 'Laissez un prix vide pour vendre au prix de la boutique pour ce format.',
  priceLabel: (size) => `Prix du ${size} ($)`,
  shopPrice: (price) => `Prix de la boutique : ${price}`,
  useShopPrice: 'Reprendre le prix de la boutique',
  salePriceLabel: (size) => `Prix soldé du ${size} ($)`,
  saleFrom: 'Promotion du',
  saleTo: 'Promotion jusqu’au',
  clearSale: 'Retirer la promotion',
  save: 'Enregistrer les prix',
  saved: 'Prix enregistrés.',
  saveFailed: 'Les prix n’ont pas pu être enregistrés. Veuillez réessayer.',
  addedWithoutPrices:
    'Le parfum est ajouté aux prix de la boutique : ses propres prix n’ont pas pu être enregistrés. Modifiez-le pour les saisir à nouveau.',
  wasNow: (was, now) => `Avant ${was}, maintenant ${now}`,
  saleUntil: (day) => `Promotion jusqu’au ${day}`,
  priceInvalid: 'Indiquez un prix en dollars, par exemple 12.50.',
  priceWholeCents: 'Un prix s’exprime en cents entiers.',
  priceTooLow: 'Un prix supérieur à 0 $.',
  priceTooHigh: 'Au plus 10 000 $.',
  dayInvalid: 'Indiquez une date au format AAAA-MM-JJ, par exemple 2026-12-24.',
  saleEndsBeforeStart: 'La promotion ne peut pas finir avant de commencer.',
  saleNeedsDays: 'Une promotion demande un prix, un premier et un dernier jour.',
  saleNotLower: 'Le prix soldé doit être inférieur au prix qu’il remplace.',
  sizeTwice: 'Chaque format ne peut apparaître qu’une fois.',
};
