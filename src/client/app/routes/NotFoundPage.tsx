import { StatusPage } from '#client/components/ui/StatusPage.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function NotFoundPage() {
  return <StatusPage messages={MESSAGES.notFound} />;
}
