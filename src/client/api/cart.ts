import {
  MutationObserver,
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useQuery,
} from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { CartItem } from '#shared/cart.ts';

export const CART_QUERY_KEY = ['cart'] as const;

/**
 * The cart's schemas, loaded with the first request about a signed-in cart: a guest's page never
 * builds them (the badge and the size picker use cart-rules.ts only).
 */
export const cartSchemas = () => import('#shared/cart.ts');

/** GET /api/cart: the signed-in user's cart items, oldest first. */
export async function fetchCart(signal?: AbortSignal): Promise<CartItem[]> {
  const { CartItemListSchema } = await cartSchemas();
  return apiFetch('/api/cart', { schema: CartItemListSchema, ...(signal ? { signal } : {}) });
}

/** Keyed by user, so one account never sees another's cart from the cache. */
export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchCart(signal),
  });

/** The signed-in user's cart; off for a guest (null). */
export function useServerCart(userId: string | null) {
  return useQuery({ ...cartQueryOptions(userId ?? ''), enabled: userId !== null });
}

/**
 * Writes of the signed-in cart share one mutation scope: TanStack Query runs them one after
 * another, in click order, so the last click wins on the server too (docs/decisions/033, 112).
 */
const CART_WRITES_SCOPE = { id: 'cart-writes' };

/** Mutation options for a write of the signed-in cart: it runs after the writes before it. */
export function cartWrite<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
): UseMutationOptions<TData, Error, TVariables> {
  return { mutationFn, scope: CART_WRITES_SCOPE };
}

/** A cart write started outside a component (several requests that belong together). */
export function runCartWrite<TData>(queryClient: QueryClient, write: () => Promise<TData>): Promise<TData> {
  return new MutationObserver(queryClient, cartWrite(write)).mutate();
}

function hasCartWrites(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ predicate: (m) => m.options.scope?.id === CART_WRITES_SCOPE.id }) > 0;
}

const waitingRefetch = new WeakSet<QueryClient>();

/**
 * The server says this user's cart changed: refetch it, once no local write is queued or running
 * (otherwise it could briefly show a state between two clicks). Several calls meanwhile make one.
 */
export function refreshServerCart(queryClient: QueryClient, userId: string): void {
  const refetch = () => void queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
  if (!hasCartWrites(queryClient)) {
    refetch();
    return;
  }
  if (waitingRefetch.has(queryClient)) return;
  waitingRefetch.add(queryClient);
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (hasCartWrites(queryClient)) return;
    unsubscribe();
    waitingRefetch.delete(queryClient);
    refetch();
  });
}
