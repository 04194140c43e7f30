import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function AdminPage() {
  return <PageTitle>{MESSAGES.admin.title}</PageTitle>;
}
