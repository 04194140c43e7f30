import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { CheckoutView } from '../../features/checkout/CheckoutView.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function CheckoutPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.checkout.title}</PageTitle>
      <CheckoutView />
    </>
  );
}
