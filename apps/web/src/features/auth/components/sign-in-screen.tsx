import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { AnimatedTitle } from './animated-title.tsx';
import { AuthForm } from './auth-form.tsx';

/** Spec 1 §2: shown in place of every route while nobody is signed in. */
export function SignInScreen() {
  return (
    <AuthLayout heading={<AnimatedTitle text={ENTRY_MESSAGES.productName} />} tagline={ENTRY_MESSAGES.signInTagline(ENTRY_MESSAGES.productName)}>
      <AuthForm />
    </AuthLayout>
  );
}
