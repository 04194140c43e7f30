import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { CartView } from '../../features/cart/CartView.tsx';

export default function CartPage() {
  return (
    <>
      <PageTitle>{MESSAGES.cart.title}</PageTitle>
      <CartView />
    </>
  );
}
