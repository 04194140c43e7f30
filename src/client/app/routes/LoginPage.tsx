import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { LoginForm } from '../../features/auth/LoginForm.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function LoginPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.auth.loginTitle}</PageTitle>
      <LoginForm />
    </>
  );
}
