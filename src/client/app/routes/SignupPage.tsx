import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { SignupForm } from '../../features/auth/SignupForm.tsx';

export default function SignupPage() {
  return (
    <>
      <PageTitle>{MESSAGES.auth.signupTitle}</PageTitle>
      <SignupForm />
    </>
  );
}
