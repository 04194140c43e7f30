import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function CheckoutPage() {
  return <PageTitle>{MESSAGES.checkout.title}</PageTitle>;
}
