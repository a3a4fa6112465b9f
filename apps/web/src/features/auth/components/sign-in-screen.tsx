import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { AnimatedTitle } from './animated-title.tsx';
import { AuthForm } from './auth-form.tsx';

/** Spec 1 §2: shown in place of every route while nobody is signed in. */
export function SignInScreen() {
  return (
    <AuthLayout heading={<AnimatedTitle text={MESSAGES.productName} />} tagline={MESSAGES.signInTagline(MESSAGES.productName)}>
      <AuthForm />
    </AuthLayout>
  );
}
