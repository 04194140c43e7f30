import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function CartPage() {
  return <PageTitle>{MESSAGES.cart.title}</PageTitle>;
}
