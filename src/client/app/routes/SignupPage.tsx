import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { SignupForm } from '#client/features/auth/SignupForm.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function SignupPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.auth.signupTitle}</PageTitle>
      <SignupForm />
    </>
  );
}
