import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '#client/api/me.ts';
import { fetchProducts } from '#client/api/products.ts';
import { POPUP_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import { useUnitPrices } from '#client/lib/use-unit-prices.ts';
import { PATHS } from '#shared/paths.ts';
import { type OrderAgainLine, orderAgain } from './order-again.ts';

/** "Order again": puts the order's perfumes and sizes back in the cart and opens it. */
export function OrderAgainButton({
  lines,
  reference,
}: {
  lines: readonly OrderAgainLine[];
  reference: string;
}) {
  const m = useMessages();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const prices = useUnitPrices();
  const navigate = useNavigate();
  const { isBusy, whileBusy } = useBusy();
  const words = m.orderBook.yourOrders;

  const run = () =>
    whileBusy(async () => {
      try {
        const count = await orderAgain(lines, await fetchProducts(), user, queryClient, prices);
        if (count === 0) {
          toast.info(words.orderAgainGone);
          return;
        }
        toast.success(words.orderAgainDone);
        navigate(PATHS.cart);
      } catch (error) {
        console.warn('Order again failed.', error);
        toast.error(m.cart.updateFailed);
      }
    });

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={isBusy}
      aria-busy={isBusy}
      aria-label={`${words.orderAgain} ${reference}`}
      className={POPUP_PRIMARY_BUTTON}
    >
      {words.orderAgain}
    </button>
  );
}
