import { MESSAGES } from '#shared/messages.ts';
import { StatusPage } from '../../components/ui/StatusPage.tsx';

export default function ForbiddenPage() {
  return <StatusPage messages={MESSAGES.forbidden} />;
}
