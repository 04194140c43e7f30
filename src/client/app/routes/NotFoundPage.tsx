import { StatusPage } from '#client/components/ui/StatusPage.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function NotFoundPage() {
  const m = useMessages();
  return <StatusPage messages={m.notFound} />;
}
