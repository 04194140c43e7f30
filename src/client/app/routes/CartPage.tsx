import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { CartView } from '#client/features/cart/CartView.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function CartPage() {
  return (
    <>
      <PageTitle>{MESSAGES.cart.title}</PageTitle>
      <CartView />
    </>
  );
}
