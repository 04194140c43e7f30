import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { cartQueryOptions, refreshServerCart } from '#client/api/cart.ts';
import { useCartEvents } from '#client/api/cart-events.ts';
import { useImportGuestCart } from '#client/api/cart-import.ts';
import { useSession } from '#client/api/me.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { removeGuestItems, useGuestCart } from '#client/lib/guest-cart.ts';
import { useUnitPrices } from '#client/lib/use-unit-prices.ts';
import { reportFailure } from './use-cart.ts';

/**
 * Keeps the carts in step with the sign-in state (SPEC §4 Sign-in migration): once a user is signed
 * in, the guest items move to the account (their local ids make a retry harmless) and leave the
 * browser; from then on the account's cart follows the server live. After sign-out the screens read
 * the browser's cart again. Mounted once, by CartProvider.
 */
export function useCartSync(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const guestItems = useGuestCart();
  const prices = useUnitPrices();
  const queryClient = useQueryClient();
  const { mutateAsync: importItems } = useImportGuestCart();
  const isImporting = useRef(false);
  const failedText = useMessages().cart.updateFailed;

  const onServerChange = useCallback(() => {
    if (userId) refreshServerCart(queryClient, userId);
  }, [userId, queryClient]);
  useCartEvents(userId, onServerChange);

  useEffect(() => {
    if (!userId || guestItems.length === 0 || isImporting.current) return;
    isImporting.current = true;
    const handedOver = guestItems.map((item) => item.id);
    importItems(guestItems)
      .then(async (cart) => {
        // Only what was handed over: an item added in another tab meanwhile stays for the next round.
        removeGuestItems(handedOver, prices);
        const { queryKey } = cartQueryOptions(userId);
        // A read of the account's cart sent before the import would land after it with the cart
        // as it was (empty, say): it is dropped, and the cart the import answered stays.
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, cart);
      })
      .catch((error: unknown) => reportFailure(queryClient, error, failedText))
      .finally(() => {
        isImporting.current = false;
      });
  }, [userId, guestItems, queryClient, importItems, failedText, prices]);
}
