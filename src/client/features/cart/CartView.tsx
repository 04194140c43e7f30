import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartQueryOptions, refreshServerCart } from '#client/api/cart.ts';
import { ORDERS_QUERY_KEY } from '#client/api/orders.ts';
import { useCreateOrder } from '#client/api/orders-create.ts';
import { useItemName } from '#client/api/product-names.ts';
import { usePriceBook } from '#client/api/product-prices.ts';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import {
  LARGE_PRIMARY_BUTTON,
  POPUP_BUTTON,
  POPUP_PRIMARY_BUTTON,
  PRIMARY_ACTION,
} from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { removeGuestItems } from '#client/lib/guest-cart.ts';
import { createGuestOrder } from '#client/lib/guest-orders.ts';
import { ApiError } from '#client/lib/http.ts';
import { useUnitPrices } from '#client/lib/use-unit-prices.ts';
import type { CartItem } from '#shared/cart.ts';
import { cartTotalCents, hasItemWithoutSize } from '#shared/cart-rules.ts';
import { PATHS } from '#shared/paths.ts';
import { toOrderItem } from '#shared/pending-orders.ts';
import { CartItemCard } from './CartItemCard.tsx';
import { Popup } from './Popup.tsx';
import { useAddFromAddress } from './use-add-from-address.ts';
import { unavailableChoices, useAvailability } from './use-availability.ts';
import { reportFailure, useCart } from './use-cart.ts';
import { usePopup } from './use-popup.ts';

interface CartMessage {
  text: string;
  /** A message about logging in offers Go to Login and Continue as Guest (SPEC §2 Cart page). */
  isAboutLogin: boolean;
}

/** The cart page's body (SPEC §2 Cart page, §4 Checkout from cart). */
export function CartView() {
  const m = useMessages();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: placeCartOrder } = useCreateOrder();
  const popup = usePopup<CartMessage>();
  const [isCheckingOut, setCheckingOut] = useState(false);
  const ids = cart.items.map((item) => item.productId);
  const availabilityOf = useAvailability(ids);
  const prices = useUnitPrices();
  const priceBook = usePriceBook(ids);
  const itemName = useItemName(ids);
  useAddFromAddress();

  if (cart.isLoading) return <Spinner label={m.cart.loading} />;
  if (cart.isError) {
    return (
      <p role="alert" className="text-center text-ink-soft">
        {m.cart.updateFailed}
      </p>
    );
  }

  const checkout = async () => {
    const items = cart.items;
    if (items.length === 0 || isCheckingOut) return;
    if (hasItemWithoutSize(items)) {
      popup.open({ text: m.cart.missingSize, isAboutLogin: false });
      return;
    }
    // A size sold out (or no longer sold) since it was chosen blocks checkout, named.
    const unavailable = unavailableChoices(
      items.map((item) => ({
        productId: item.productId,
        name: item.name,
        sizes: item.selectedSizes.map((s) => s.size),
      })),
      availabilityOf,
    );
    if (unavailable.length > 0) {
      popup.open({
        text: m.adminSettings.availability.chooseAnother(unavailable.join(', ')),
        isAboutLogin: false,
      });
      return;
    }
    if (cart.mode === 'guest') {
      popup.open({ text: m.cart.loginToCheckout, isAboutLogin: true });
      return;
    }
    const userId = cart.userId;
    if (!userId) return;
    setCheckingOut(true);
    const ids = items.map((item) => item.id);
    try {
      await placeCartOrder(ids);
      queryClient.setQueryData<CartItem[]>(cartQueryOptions(userId).queryKey, (old) =>
        old?.filter((item) => !ids.includes(item.id)),
      );
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      navigate(PATHS.checkout);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SIZE_REQUIRED') {
        popup.open({ text: m.cart.missingSize, isAboutLogin: false });
      } else {
        reportFailure(queryClient, error, m.cart.updateFailed);
      }
      refreshServerCart(queryClient, userId);
    } finally {
      setCheckingOut(false);
    }
  };

  const continueAsGuest = () => {
    const items = cart.items;
    try {
      createGuestOrder(
        items.map((item) => toOrderItem(item, priceBook(item.productId))),
        prices,
      );
    } catch (error) {
      console.warn('The guest order could not be saved.', error);
      popup.close();
      reportFailure(queryClient, error, m.cart.updateFailed);
      return;
    }
    removeGuestItems(
      items.map((item) => item.id),
      prices,
    );
    popup.close(() => navigate(PATHS.checkout));
  };

  return (
    <div className="flex flex-col gap-6">
      {cart.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p className="text-lg text-ink-soft">{m.cart.empty}</p>
          <Link to={PATHS.perfumes} className={PRIMARY_ACTION}>
            {m.storefront.emptyCartBrowse}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {cart.items.map((item) => (
              <li key={item.id}>
                <CartItemCard
                  item={item}
                  availabilityOf={availabilityOf}
                  itemName={itemName}
                  prices={priceBook(item.productId)}
                  onSizesChange={cart.setSizes}
                  onRemove={cart.removeItem}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-night-line pt-6">
            <p data-testid="cart-total" className="font-display text-2xl text-ink">
              {m.cart.total}:{' '}
              <span className="text-gold">
                <PriceText cents={cartTotalCents(cart.items, priceBook)} />
              </span>
            </p>
            <button
              type="button"
              onClick={checkout}
              disabled={isCheckingOut}
              aria-busy={isCheckingOut}
              className={LARGE_PRIMARY_BUTTON}
            >
              {m.cart.checkout}
            </button>
          </div>
        </>
      )}

      <Popup
        isOpen={popup.content !== null}
        isClosing={popup.isClosing}
        title={popup.content?.isAboutLogin ? m.cart.loginTitle : m.cart.messageTitle}
        onDismiss={() => popup.close()}
        actions={
          <>
            <button type="button" className={POPUP_BUTTON} onClick={() => popup.close()}>
              {m.cart.close}
            </button>
            {popup.content?.isAboutLogin ? (
              <>
                <button type="button" className={POPUP_BUTTON} onClick={continueAsGuest}>
                  {m.cart.continueAsGuest}
                </button>
                <button
                  type="button"
                  className={POPUP_PRIMARY_BUTTON}
                  onClick={() => popup.close(() => navigate(PATHS.login, { state: { from: PATHS.cart } }))}
                >
                  {m.nav.goToLogin}
                </button>
              </>
            ) : null}
          </>
        }
      >
        <p>{popup.content?.text}</p>
      </Popup>
    </div>
  );
}
