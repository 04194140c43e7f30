import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { LoginForm } from '../../features/auth/LoginForm.tsx';

export default function LoginPage() {
  return (
    <>
      <PageTitle>{MESSAGES.auth.loginTitle}</PageTitle>
      <LoginForm />
    </>
  );
}
