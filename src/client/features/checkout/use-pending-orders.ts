import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '#client/api/me.ts';
import { ORDERS_QUERY_KEY, useOrders } from '#client/api/orders.ts';
import { deleteOrder } from '#client/api/orders-delete.ts';
import { updateOrderItems } from '#client/api/orders-update.ts';
import { deleteGuestOrder, latestGuestOrder, updateGuestOrderItems } from '#client/lib/guest-orders.ts';
import { useUnitPrices } from '#client/lib/use-unit-prices.ts';
import type { Order } from '#shared/pending-orders.ts';

export interface PendingOrders {
  orders: readonly Order[];
  isLoading: boolean;
  isError: boolean;
  isGuest: boolean;
  removeItem(order: Order, productId: string): Promise<void>;
  /** After sending: the shown orders are deleted (failures are only logged, SPEC §8). */
  deleteOrders(orders: readonly Order[]): Promise<void>;
}

/** The pending cart orders the checkout shows: all of a user's, or only a guest's latest (SPEC §4, docs/decisions/174). */
export function usePendingOrders(): PendingOrders {
  const { user, isLoading: isSessionLoading } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const query = useOrders(userId);
  const prices = useUnitPrices();
  // undefined until the browser's storage has been read (after the first render).
  const [guestOrder, setGuestOrder] = useState<Order | null | undefined>(undefined);

  useEffect(() => {
    if (!isSessionLoading && !userId) setGuestOrder(latestGuestOrder(prices));
  }, [isSessionLoading, userId, prices]);

  const refresh = useCallback(async () => {
    if (userId) await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    else setGuestOrder(latestGuestOrder(prices));
  }, [userId, queryClient, prices]);

  const removeItem = useCallback(
    async (order: Order, productId: string) => {
      const items = order.items.filter((item) => item.productId !== productId);
      try {
        if (userId) {
          if (items.length === 0) await deleteOrder(order.id);
          else await updateOrderItems({ id: order.id, items });
        } else if (items.length === 0) {
          deleteGuestOrder(order.id, prices);
        } else {
          updateGuestOrderItems(order.id, items, prices);
        }
      } finally {
        await refresh();
      }
    },
    [userId, refresh, prices],
  );

  const deleteOrders = useCallback(
    async (orders: readonly Order[]) => {
      const results = await Promise.allSettled(
        orders.map(async (order) => (userId ? deleteOrder(order.id) : deleteGuestOrder(order.id, prices))),
      );
      for (const result of results) {
        if (result.status === 'rejected') console.warn('A sent order could not be deleted.', result.reason);
      }
    },
    [userId, prices],
  );

  if (isSessionLoading) {
    return { orders: [], isLoading: true, isError: false, isGuest: false, removeItem, deleteOrders };
  }
  if (!userId) {
    return {
      orders: guestOrder ? [guestOrder] : [],
      isLoading: guestOrder === undefined,
      isError: false,
      isGuest: true,
      removeItem,
      deleteOrders,
    };
  }
  return {
    orders: query.data ?? [],
    isLoading: query.isPending,
    isError: query.isError,
    isGuest: false,
    removeItem,
    deleteOrders,
  };
}
