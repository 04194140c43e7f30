import { useCallback } from 'react';
import { useLanguage } from '#client/i18n/language-context.ts';
import { localizeProduct } from '#shared/i18n/languages.ts';
import { useProductsById } from './products-by-id.ts';

/**
 * The name a cart line shows in the page's language. A cart keeps the name a product had when it
 * was added (SPEC §3, in the language of that page); the catalogue (the perfumes of `ids`, the
 * cart's or the order's) names it in the language read now, so switching languages renames the
 * cart too. A product no longer in the catalogue keeps its stored name.
 */
export function useItemName(ids: readonly string[]): (item: { productId: string; name: string }) => string {
  const language = useLanguage();
  const { productOf } = useProductsById(ids);
  return useCallback(
    (item) => {
      const product = productOf(item.productId);
      return product ? localizeProduct(product, language).name : item.name;
    },
    [productOf, language],
  );
}
