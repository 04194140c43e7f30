import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { SignupForm } from '../../features/auth/SignupForm.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function SignupPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle>{m.auth.signupTitle}</PageTitle>
      <SignupForm />
    </>
  );
}
