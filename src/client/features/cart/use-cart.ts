import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartQueryOptions, refreshServerCart, useServerCart } from '#client/api/cart.ts';
import { useAddCartItem } from '#client/api/cart-add.ts';
import { useDeleteCartItem } from '#client/api/cart-delete.ts';
import { useSetCartItemSizes } from '#client/api/cart-sizes.ts';
import { SESSION_QUERY_KEY, useSession } from '#client/api/me.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import {
  addToGuestCart,
  CART_PRODUCT_ADDED_EVENT,
  type ProductForCart,
  removeGuestItems,
  setGuestItemSizes,
  useGuestCart,
} from '#client/lib/guest-cart.ts';
import { ApiError } from '#client/lib/http.ts';
import { toast } from '#client/lib/toast.ts';
import { useUnitPrices } from '#client/lib/use-unit-prices.ts';
import type { AnyCartItem, CartItem, SelectedSizeInput } from '#shared/cart.ts';
import { priceSizes } from '#shared/cart-rules.ts';
import { CART_MESSAGE_MS } from '#shared/constants.ts';

/** Opens the "You must log in first" popup in the header (DESIGN §6.5). */
export const LOGIN_REQUIRED_EVENT = 'cart-login-required';

export type CartMode = 'guest' | 'user';

export interface CartState {
  /** null while the sign-in state is still unknown. */
  mode: CartMode | null;
  userId: string | null;
  items: readonly AnyCartItem[];
  isLoading: boolean;
  isError: boolean;
}

export function showCartMessage(text: string, type: 'success' | 'info' = 'success'): void {
  // SPEC §4 Notification: the message shows for 3 seconds.
  toast[type](text, { autoClose: CART_MESSAGE_MS });
}

function announceAdded(productId: string): void {
  window.dispatchEvent(new CustomEvent(CART_PRODUCT_ADDED_EVENT, { detail: { productId } }));
}

export function reportFailure(queryClient: QueryClient, error: unknown, failedText: string): void {
  if (error instanceof ApiError && error.status === 401) {
    // The session ended while the cart needed the server.
    window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return;
  }
  console.warn('Cart update failed.', error);
  toast.error(failedText);
}

/** One cart for the screens: the account's (server, live) when signed in, else the browser's. */
export function useCart(): CartState & {
  setSizes(item: AnyCartItem, sizes: readonly SelectedSizeInput[]): void;
  removeItem(item: AnyCartItem): void;
} {
  const m = useMessages();
  const { user, isLoading: isSessionLoading } = useSession();
  const userId = user?.id ?? null;
  const guestItems = useGuestCart();
  const prices = useUnitPrices();
  const queryClient = useQueryClient();
  const query = useServerCart(userId);
  const { mutateAsync: writeSizes } = useSetCartItemSizes();
  const { mutateAsync: deleteItem } = useDeleteCartItem();

  const setSizes = useCallback(
    (item: AnyCartItem, sizes: readonly SelectedSizeInput[]) => {
      const priced = priceSizes(sizes, prices);
      if (!userId) {
        if (!setGuestItemSizes(item.id, priced, prices)) toast.error(m.cart.updateFailed);
        return;
      }
      const key = cartQueryOptions(userId).queryKey;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CartItem[]>(key, (old) =>
        old?.map((i) => (i.id === item.id ? { ...i, selectedSizes: priced } : i)),
      );
      writeSizes({ id: item.id, selectedSizes: priced }).catch((error: unknown) => {
        reportFailure(queryClient, error, m.cart.updateFailed);
        refreshServerCart(queryClient, userId);
      });
    },
    [userId, queryClient, writeSizes, m, prices],
  );

  const removeItem = useCallback(
    (item: AnyCartItem) => {
      if (!userId) {
        if (!removeGuestItems([item.id], prices)) toast.error(m.cart.updateFailed);
        return;
      }
      const key = cartQueryOptions(userId).queryKey;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CartItem[]>(key, (old) => old?.filter((i) => i.id !== item.id));
      deleteItem(item.id).catch((error: unknown) => {
        // Already gone (another tab removed it): the refetch shows the truth.
        if (!(error instanceof ApiError && error.status === 404))
          reportFailure(queryClient, error, m.cart.updateFailed);
        refreshServerCart(queryClient, userId);
      });
    },
    [userId, queryClient, deleteItem, m, prices],
  );

  if (isSessionLoading) {
    return { mode: null, userId: null, items: [], isLoading: true, isError: false, setSizes, removeItem };
  }
  if (!userId) {
    return {
      mode: 'guest',
      userId: null,
      items: guestItems,
      isLoading: false,
      isError: false,
      setSizes,
      removeItem,
    };
  }
  return {
    mode: 'user',
    userId,
    items: query.data ?? [],
    isLoading: query.isPending,
    isError: query.isError,
    setSizes,
    removeItem,
  };
}

/** SPEC §4 Add to cart, for either kind of visitor; shows the spec's messages. */
export function useAddToCart(): {
  /** `sizes` come from the product page; a card adds the product with none (SPEC §4). */
  add(product: ProductForCart, sizes?: readonly SelectedSizeInput[]): Promise<void>;
  isReady: boolean;
} {
  const m = useMessages();
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const prices = useUnitPrices();
  const { mutateAsync: addItem } = useAddCartItem();
  const { mutateAsync: writeSizes } = useSetCartItemSizes();

  const add = useCallback(
    async (product: ProductForCart, sizes: readonly SelectedSizeInput[] = []) => {
      if (!userId) {
        const outcome = addToGuestCart(product, prices, new Date(), sizes);
        if (outcome === 'exists') showCartMessage(m.cart.alreadyInCartGuest, 'info');
        else if (outcome === 'added') showCartMessage(m.cart.added);
        else toast.error(m.cart.updateFailed);
        return;
      }
      const key = cartQueryOptions(userId).queryKey;
      const known = queryClient.getQueryData<CartItem[]>(key);
      if (known?.some((i) => i.productId === product.id)) {
        showCartMessage(m.cart.alreadyInCartUser, 'info');
        return;
      }
      try {
        const added = await addItem(product.id);
        const item =
          sizes.length > 0
            ? await writeSizes({ id: added.id, selectedSizes: priceSizes(sizes, prices) })
            : added;
        queryClient.setQueryData<CartItem[]>(key, (old) =>
          old && !old.some((i) => i.id === item.id) ? [...old, item] : old,
        );
        showCartMessage(m.cart.added);
        announceAdded(product.id);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_IN_CART') {
          showCartMessage(m.cart.alreadyInCartUser, 'info');
        } else {
          reportFailure(queryClient, error, m.cart.updateFailed);
        }
        refreshServerCart(queryClient, userId);
      }
    },
    [userId, queryClient, addItem, writeSizes, m, prices],
  );

  return { add, isReady: !isLoading };
}
