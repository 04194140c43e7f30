import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { LoginForm } from '#client/features/auth/LoginForm.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function LoginPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.auth.loginTitle}</PageTitle>
      <LoginForm />
    </>
  );
}
