import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { CheckoutView } from '../../features/checkout/CheckoutView.tsx';

export default function CheckoutPage() {
  return (
    <>
      <PageTitle>{MESSAGES.checkout.title}</PageTitle>
      <CheckoutView />
    </>
  );
}
