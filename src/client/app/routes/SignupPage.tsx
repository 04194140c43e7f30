import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { SignupForm } from '#client/features/auth/SignupForm.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function SignupPage() {
  return (
    <>
      <PageTitle>{MESSAGES.auth.signupTitle}</PageTitle>
      <SignupForm />
    </>
  );
}
