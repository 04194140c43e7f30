import { StatusPage } from '../../components/ui/StatusPage.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function NotFoundPage() {
  const m = useMessages();
  return <StatusPage messages={m.notFound} />;
}
