import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function LocationPage() {
  return <PageTitle>{MESSAGES.nav.location}</PageTitle>;
}
