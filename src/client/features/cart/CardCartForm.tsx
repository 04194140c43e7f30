import { type FormEvent, memo } from 'react';
import { ADD_TO_CART_BUTTON } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { CART_ADD_PARAM } from '#shared/cart-add-address.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';

interface CardCartFormProps {
  productId: string;
  /** The cart's code, once it runs: it adds here and the page stays. Without it the form submits. */
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  isBusy?: boolean;
}

/**
 * A card's Add to Cart (SPEC §2, §4): a form to the cart page, like the product page's purchase box
 * (docs/decisions/199, 220). Tapped before the cart's code has run, it takes the perfume to the
 * cart page, which adds it without a size; once the code runs, it adds in place.
 */
export const CardCartForm = memo(function CardCartForm({
  productId,
  onSubmit,
  isBusy = false,
}: CardCartFormProps) {
  const m = useMessages();
  const language = useLanguage();
  return (
    <form method="get" action={localizedPath(language, PATHS.cart)} onSubmit={onSubmit}>
      <input type="hidden" name={CART_ADD_PARAM} value={productId} />
      <button type="submit" disabled={isBusy} aria-busy={isBusy} className={ADD_TO_CART_BUTTON}>
        {m.product.addToCart}
      </button>
    </form>
  );
});
