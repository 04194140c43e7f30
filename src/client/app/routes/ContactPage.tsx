import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function ContactPage() {
  return <PageTitle>{MESSAGES.nav.contact}</PageTitle>;
}
