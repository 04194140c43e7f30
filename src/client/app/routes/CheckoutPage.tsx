import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { CheckoutView } from '#client/features/checkout/CheckoutView.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function CheckoutPage() {
  return (
    <>
      <PageTitle>{MESSAGES.checkout.title}</PageTitle>
      <CheckoutView />
    </>
  );
}
