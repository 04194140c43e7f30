import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { CheckoutView } from '#client/features/checkout/CheckoutView.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function CheckoutPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.checkout.title}</PageTitle>
      <CheckoutView />
    </>
  );
}
