import { useCallback, useEffect } from 'react';
import type { Product } from '#shared/product.ts';
import { useAddToCart } from './use-cart.ts';

/** What a card's form calls to add its perfume, or null while the cart cannot add yet. */
export type CardAdd = (() => Promise<void>) | null;

interface AddToCartActionProps {
  product: Product;
  /** Told whenever the card can add and how (null until the cart is ready, and on unmount). */
  onAddChange: (add: CardAdd) => void;
}

/**
 * The cart's side of a card's Add to Cart (AddToCartButton.tsx): it renders nothing and hands the
 * card the add. The card's form stays the element the server sent, so the cart's code arriving
 * replaces no DOM (docs/decisions/220).
 */
export default function AddToCartAction({ product, onAddChange }: AddToCartActionProps) {
  const { add, isReady } = useAddToCart();
  const addThis = useCallback(() => add(product), [add, product]);
  useEffect(() => {
    onAddChange(isReady ? addThis : null);
    return () => onAddChange(null);
  }, [isReady, addThis, onAddChange]);
  return null;
}
