import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function PerfumesPage() {
  return <PageTitle>{MESSAGES.perfumes.title}</PageTitle>;
}
