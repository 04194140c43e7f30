import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { LoginForm } from '#client/features/auth/LoginForm.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function LoginPage() {
  return (
    <>
      <PageTitle>{MESSAGES.auth.loginTitle}</PageTitle>
      <LoginForm />
    </>
  );
}
