import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { type Order, ordersTotalCents } from '#shared/cart.ts';
import { ORDERS_CLEAR_DELAY_MS, WHATSAPP_OPEN_DELAY_MS } from '#shared/constants.ts';
import { formatCents } from '#shared/format.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildOrderMessage, isMobileUserAgent, whatsAppOrderUrl } from '#shared/order-message.ts';
import { PATHS } from '#shared/paths.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { getShopSettings } from '../../lib/shop-settings.ts';
import { LocationShare } from './LocationShare.tsx';
import { ThankYouOverlay } from './ThankYouOverlay.tsx';
import { useCheckoutOrders } from './use-checkout-orders.ts';

/** The checkout page's body (SPEC §2 Checkout page, §4 Send order). */
export function CheckoutView() {
  const { orders, isLoading, isError, removeItem, deleteOrders } = useCheckoutOrders();
  const navigate = useNavigate();
  const [location, setLocation] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  if (isLoading) return <Spinner />;
  if (isError) {
    return (
      <p role="alert" className="text-center text-ink-soft">
        {MESSAGES.checkout.fetchFailed}
      </p>
    );
  }

  const shown: readonly Order[] = isSent ? [] : orders;

  const send = () => {
    if (isSending || shown.length === 0) return;
    setSending(true);
    toast.info(MESSAGES.checkout.openingWhatsApp);
    const sent = [...shown];
    const isMobile = isMobileUserAgent(navigator.userAgent);
    const url = whatsAppOrderUrl(
      getShopSettings().shop.whatsAppPhone,
      buildOrderMessage(
        sent.flatMap((o) => o.items),
        location,
      ),
      isMobile,
    );
    let deletion: Promise<void> | null = null;
    const deleteOnce = () => {
      deletion ??= deleteOrders(sent);
      return deletion;
    };
    timers.current.push(
      setTimeout(() => {
        if (isMobile) {
          // The same tab leaves for WhatsApp: the page may not be here two seconds later, so the
          // sent orders are deleted first.
          void deleteOnce().finally(() => window.location.assign(url));
        } else {
          window.open(url, '_blank', 'noopener,noreferrer');
        }
      }, WHATSAPP_OPEN_DELAY_MS),
      setTimeout(() => {
        void deleteOnce().finally(() => {
          setSent(true);
          setSending(false);
        });
      }, WHATSAPP_OPEN_DELAY_MS + ORDERS_CLEAR_DELAY_MS),
    );
  };

  return (
    <div className="flex flex-col gap-8">
      {shown.length === 0 ? (
        <p className="text-center text-lg text-ink-soft">{MESSAGES.checkout.noOrders}</p>
      ) : (
        shown.map((order) => (
          <section
            key={order.id}
            aria-label={MESSAGES.checkout.order}
            className="rounded-lg border border-night-line bg-night-soft p-4"
          >
            <ul className="flex flex-col divide-y divide-night-line">
              {order.items.map((item) => (
                <li
                  key={item.productId}
                  data-testid="order-item"
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div>
                    <p className="font-display text-lg text-ink">{item.name}</p>
                    <p className="text-sm text-ink-soft">
                      <span>
                        {MESSAGES.checkout.units50}: {item.size50mlQuantity}
                      </span>
                      <span className="ms-4">
                        {MESSAGES.checkout.units100}: {item.size100mlQuantity}
                      </span>
                    </p>
                  </div>
                  <button
                    type="button"
                    disabled={isSending}
                    onClick={() =>
                      removeItem(order, item.productId).catch((error: unknown) => {
                        console.warn('Removing an order item failed.', error);
                        toast.error(MESSAGES.common.genericError);
                      })
                    }
                    className="rounded border border-night-line px-3 py-1.5 text-sm text-ink-soft hover:border-gold hover:text-gold disabled:opacity-60"
                  >
                    {MESSAGES.checkout.removeItem}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <LocationShare location={location} onChange={setLocation} />

      <div className="flex flex-col gap-4 border-t border-night-line pt-6">
        <p className="text-ink">{MESSAGES.checkout.paymentMethod}</p>
        <p data-testid="checkout-total" className="font-display text-2xl text-ink">
          {MESSAGES.checkout.total}: <span className="text-gold">{formatCents(ordersTotalCents(shown))}</span>
        </p>
        <button
          type="button"
          onClick={send}
          disabled={isSending || shown.length === 0}
          aria-busy={isSending}
          className="self-start rounded bg-gold px-6 py-3 font-medium text-night hover:bg-gold-deep disabled:opacity-70"
        >
          {isSending ? MESSAGES.checkout.sending : MESSAGES.checkout.send}
        </button>
      </div>

      {isSent ? <ThankYouOverlay onReturnHome={() => navigate(PATHS.home)} /> : null}
    </div>
  );
}
