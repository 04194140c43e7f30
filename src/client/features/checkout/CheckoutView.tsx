import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useItemName } from '#client/api/product-names.ts';
import { usePriceBook } from '#client/api/product-prices.ts';
import { useProductsById } from '#client/api/products-by-id.ts';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { LARGE_PRIMARY_BUTTON, SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { toast } from '#client/lib/toast.ts';
import { isDeliveryAsked, quoteDelivery } from '#shared/delivery.ts';
import type { DeliveryChoice } from '#shared/delivery-types.ts';
import { PATHS } from '#shared/paths.ts';
import { type Order, ordersTotalCents } from '#shared/pending-orders.ts';
import { CheckoutFee } from './CheckoutFee.tsx';
import { ClosedNotice } from './ClosedNotice.tsx';
import { CustomerDetailsFields } from './CustomerDetailsFields.tsx';
import { DeliveryChooser } from './DeliveryChooser.tsx';
import { CheckoutDiscountLines, DiscountCodeField } from './DiscountCodeField.tsx';
import { LocationShare } from './LocationShare.tsx';
import { OrderItemThumbnail } from './OrderItemThumbnail.tsx';
import { ThankYouOverlay } from './ThankYouOverlay.tsx';
import { useCustomerDetails } from './use-customer-details.ts';
import { useDiscountCode } from './use-discount-code.ts';
import { usePendingOrders } from './use-pending-orders.ts';
import { orderBodyItems, useSendOrder } from './use-send-order.ts';

/** The checkout page's body (SPEC §2 Checkout page, §4 Send order). */
export function CheckoutView() {
  const m = useMessages();
  const { orders, isLoading, isError, isGuest, removeItem, deleteOrders } = usePendingOrders();
  const ids = orders.flatMap((order) => order.items.map((item) => item.productId));
  const itemName = useItemName(ids);
  const orderProducts = useProductsById(ids);
  const navigate = useNavigate();
  const [location, setLocation] = useState<string | null>(null);
  const details = useCustomerDetails();
  const settings = useShopSettings();
  const priceBook = usePriceBook(ids);
  const { isSending, placed, resendUrl, send, dismissThankYou } = useSendOrder();
  const [delivery, setDelivery] = useState<DeliveryChoice | null>(null);
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  // A thank-you kept from before a WhatsApp hand-off shows while no new order waits here.
  const isThankYouShown = placed !== null && (!placed.isRestored || orders.length === 0);
  const shown: readonly Order[] = placed && !placed.isRestored ? [] : orders;
  const bodyItems = orderBodyItems(shown);
  const discount = useDiscountCode(bodyItems, JSON.stringify(bodyItems));

  if (isLoading) return <Spinner />;
  if (isError) {
    return (
      <p role="alert" className="text-center text-ink-soft">
        {m.checkout.fetchFailed}
      </p>
    );
  }

  const itemsTotalCents = ordersTotalCents(shown, priceBook);
  // With no areas the question, the fee and the extra lines stay away: the spec's checkout.
  const isAsked = isDeliveryAsked(settings.delivery);
  const quote = quoteDelivery(settings.delivery, delivery, itemsTotalCents);
  const feeCents = quote.ok && shown.length > 0 ? (quote.delivery?.feeCents ?? 0) : 0;
  const discountCents = discount.applied?.discountCents ?? 0;

  const onSend = () => {
    const checked = details.validate();
    if (!checked) {
      toast.error(m.orderBook.fixDetails);
      return;
    }
    if (isAsked && !quote.ok) {
      setDeliveryError(m.delivery.checkout.required);
      toast.error(m.delivery.checkout.required);
      return;
    }
    void send({
      orders: shown,
      isGuest,
      location,
      details: checked,
      delivery: isAsked ? delivery : null,
      discountCode: discount.applied?.code ?? null,
      onDiscountRefused: discount.refusedAtPlacing,
      onDeliveryError: (message) => {
        setDelivery(null);
        setDeliveryError(message);
      },
      onDetailsErrors: details.setErrors,
      onPlaced: details.remember,
      deleteOrders,
    });
  };

  return (
    <div className="flex flex-col gap-8">
      {shown.length === 0 ? (
        <p className="text-center text-lg text-ink-soft">{m.checkout.noOrders}</p>
      ) : (
        shown.map((order) => (
          <section
            key={order.id}
            aria-label={m.checkout.order}
            className="rounded-lg border border-night-line bg-night-soft p-4"
          >
            <ul className="flex flex-col divide-y divide-night-line">
              {order.items.map((item) => (
                <li
                  key={item.productId}
                  data-testid="order-item"
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <OrderItemThumbnail
                      product={orderProducts.productOf(item.productId)}
                      isPending={orderProducts.isPending}
                      name={itemName(item)}
                    />
                    <div className="min-w-0">
                      <p className="font-display text-lg text-ink">
                        <bdi>{itemName(item)}</bdi>
                      </p>
                      {/* Two list entries, 100 ml first: read apart, never as one number. */}
                      <ul className="flex flex-wrap gap-x-4 text-sm text-ink-soft">
                        <li>
                          {m.checkout.units100}: {item.size100mlQuantity}
                        </li>{' '}
                        <li>
                          {m.checkout.units50}: {item.size50mlQuantity}
                        </li>
                      </ul>
                    </div>
                  </div>
                  <button
                    type="button"
                    disabled={isSending}
                    onClick={() =>
                      removeItem(order, item.productId).catch((error: unknown) => {
                        console.warn('Removing an order item failed.', error);
                        toast.error(m.common.genericError);
                      })
                    }
                    className={SMALL_BUTTON}
                  >
                    {m.checkout.removeItem}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <CustomerDetailsFields
        value={details.value}
        errors={details.errors}
        disabled={isSending}
        onChange={details.onChange}
      />

      <LocationShare location={location} onChange={setLocation} />

      {isAsked ? (
        <DeliveryChooser
          section={settings.delivery}
          prices={settings.prices}
          itemsTotalCents={itemsTotalCents}
          value={delivery}
          error={deliveryError}
          disabled={isSending}
          onChange={(choice) => {
            setDelivery(choice);
            setDeliveryError(null);
          }}
        />
      ) : null}

      {shown.length > 0 ? <DiscountCodeField discount={discount} disabled={isSending} /> : null}

      <div className="flex flex-col gap-4 border-t border-night-line pt-6">
        <p className="text-ink">{m.checkout.paymentMethod}</p>
        {isAsked ? (
          <CheckoutFee
            itemsTotalCents={itemsTotalCents}
            feeCents={quote.ok && quote.delivery ? feeCents : null}
            prices={settings.prices}
          />
        ) : null}
        {discount.applied ? (
          <CheckoutDiscountLines
            code={discount.applied.code}
            discountCents={discountCents}
            perfumesCents={itemsTotalCents}
            isPerfumesShown={isAsked}
          />
        ) : null}
        <p data-testid="checkout-total" className="font-display text-2xl text-ink">
          {m.checkout.total}:{' '}
          <span className="text-gold">
            <PriceText cents={itemsTotalCents - discountCents + feeCents} />
          </span>
        </p>
        <ClosedNotice hours={settings.hours} />
        <button
          type="button"
          onClick={onSend}
          disabled={isSending || shown.length === 0}
          aria-busy={isSending}
          className={`self-start ${LARGE_PRIMARY_BUTTON}`}
        >
          {isSending ? m.checkout.sending : m.checkout.send}
        </button>
      </div>

      {placed && isThankYouShown ? (
        <ThankYouOverlay
          reference={placed.reference}
          trackingToken={placed.trackingToken}
          resendUrl={resendUrl}
          onReturnHome={() => {
            dismissThankYou();
            navigate(PATHS.home);
          }}
        />
      ) : null}
    </div>
  );
}
