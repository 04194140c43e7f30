import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import {
  type DiscountCode,
  type DiscountCodeInput,
  DiscountCodeListSchema,
  DiscountCodeSchema,
} from '#shared/discount-codes.ts';

const KEY = ['admin', 'discount-codes'] as const;

/** GET /api/admin/discount-codes */
export const discountCodesQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/discount-codes', { schema: DiscountCodeListSchema, signal }),
  });

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

/** POST /api/admin/discount-codes, or PUT …/:id when editing one. */
export function saveDiscountCode({
  id,
  input,
}: {
  id: string | null;
  input: DiscountCodeInput;
}): Promise<DiscountCode> {
  return apiFetch(id ? `/api/admin/discount-codes/${encodeURIComponent(id)}` : '/api/admin/discount-codes', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: DiscountCodeSchema,
  });
}

/** PUT /api/admin/discount-codes/:id/active */
export function setDiscountCodeActive({
  id,
  isActive,
}: {
  id: string;
  isActive: boolean;
}): Promise<DiscountCode> {
  return apiFetch(`/api/admin/discount-codes/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: { isActive },
    schema: DiscountCodeSchema,
  });
}

function useInvalidating<A>(mutationFn: (arg: A) => Promise<DiscountCode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveDiscountCode = () => useInvalidating(saveDiscountCode);
export const useSetDiscountCodeActive = () => useInvalidating(setDiscountCodeActive);
