import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function AboutPage() {
  return <PageTitle>{MESSAGES.nav.about}</PageTitle>;
}
