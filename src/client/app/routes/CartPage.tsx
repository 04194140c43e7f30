import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { CartView } from '#client/features/cart/CartView.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function CartPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.cart.title}</PageTitle>
      <CartView />
    </>
  );
}
