import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { CartView } from '../../features/cart/CartView.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function CartPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.cart.title}</PageTitle>
      <CartView />
    </>
  );
}
