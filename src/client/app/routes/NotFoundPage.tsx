import { MESSAGES } from '#shared/messages.ts';
import { StatusPage } from '../../components/ui/StatusPage.tsx';

export default function NotFoundPage() {
  return <StatusPage messages={MESSAGES.notFound} />;
}
