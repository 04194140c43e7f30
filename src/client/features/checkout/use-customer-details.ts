import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAccountDetails } from '#client/api/account-details.ts';
import { useSession } from '#client/api/me.ts';
import { type CustomerDetails, CustomerDetailsSchema } from '#shared/order-book.ts';
import type { DetailsErrors } from './CustomerDetailsFields.tsx';
import { type DetailsText, EMPTY_DETAILS, readGuestDetails, saveGuestDetails } from './checkout-storage.ts';

/**
 * The checkout's optional details: filled from this browser for a guest and from the account for a
 * signed-in customer; checked with the server's own schema before sending.
 */
export function useCustomerDetails() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const account = useAccountDetails(userId);
  const queryClient = useQueryClient();
  const [value, setValue] = useState<DetailsText>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const isTouched = useRef(false);

  useEffect(() => {
    if (isTouched.current) return;
    if (!userId) setValue(readGuestDetails());
    else if (account.data) {
      setValue({
        name: account.data.name ?? '',
        phone: account.data.phone ?? '',
        address: account.data.address ?? '',
      });
    }
  }, [userId, account.data]);

  return {
    value,
    errors,
    setErrors,
    onChange(next: DetailsText) {
      isTouched.current = true;
      setValue(next);
      setErrors({});
    },
    /** The checked details, or null with the messages shown beside the fields. */
    validate(): CustomerDetails | null {
      const parsed = CustomerDetailsSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      const next: DetailsErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'name' || key === 'phone' || key === 'address') next[key] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
    /** After a successful send: remembered for next time, in the browser or on the account. */
    remember() {
      if (userId) {
        void queryClient.invalidateQueries({ queryKey: ['account-details'] });
        void queryClient.invalidateQueries({ queryKey: ['account-orders'] });
      } else saveGuestDetails(value);
    },
  };
}
