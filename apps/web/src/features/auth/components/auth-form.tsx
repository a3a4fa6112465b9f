import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { validateAuthForm, type AuthFormValues, type AuthMode } from '@stationboard/domain/schemas/auth-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { publicConfigQueryOptions, usePublicConfig } from '../api/get-public-config.ts';
import { signUp } from '../api/sign-up.ts';
import { ssoReturnAtStart } from '../api/single-sign-on.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { FulfillmentCenterSelect } from './fulfillment-center-select.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { SingleSignOnButton } from './single-sign-on-button.tsx';

const EMPTY: AuthFormValues = { employeeId: '', password: '', confirmPassword: '', fulfillmentCenterId: '' };

type Notice = { tone: 'success' | 'info'; text: string };

/** Back from a refused single sign-on, the screen opens with the reason (decision 168). */
function ssoFailureText(): string | null {
  const returned = ssoReturnAtStart();
  return returned?.status === 'failed' ? returned.text : null;
}

/** Spec 1 §2 and §4: one form for signing in and signing up, switched by the toggle. */
export function AuthForm() {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<AuthFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(ssoFailureText);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isSignUp = mode === 'signUp';
  const mailDomain = config.data?.mail_domain;
  const singleSignOn = config.data?.single_sign_on ?? null;
  const ssoButton = singleSignOn && <SingleSignOnButton providerName={singleSignOn.provider_name} onError={setError} />;

  function update(field: keyof AuthFormValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Spec 1 §5: typing clears the error.
    setError(null);
  }

  function toggleMode() {
    setMode(isSignUp ? 'signIn' : 'signUp');
    setValues(EMPTY);
    setError(null);
    setNotice(null);
  }

  /** Sign-up outcomes (spec 1 §4) return to sign-in mode keeping only the employee ID. */
  function returnToSignIn(next: Notice) {
    setMode('signIn');
    setValues({ ...EMPTY, employeeId: values.employeeId });
    setNotice(next);
  }

  async function submitSignUp() {
    let domain: string;
    try {
      domain = (await queryClient.fetchQuery(publicConfigQueryOptions())).mail_domain;
    } catch {
      setError(ENTRY_MESSAGES.unexpectedError);
      return;
    }
    const employeeId = values.employeeId.trim();
    const result = await signUp({
      email: employeeIdToEmail(employeeId, domain),
      password: values.password,
      employeeId,
      fulfillmentCenterId: values.fulfillmentCenterId,
    });
    if (result.status === 'created') returnToSignIn({ tone: 'success', text: ENTRY_MESSAGES.signUpSucceeded });
    else if (result.status === 'alreadyRegistered') returnToSignIn({ tone: 'info', text: ENTRY_MESSAGES.alreadyRegistered });
    else setError(result.error);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const problem = validateAuthForm(values, mode);
    if (problem) {
      setError(problem);
      return;
    }
    setIsBusy(true);
    setNotice(null);
    try {
      if (isSignUp) {
        await submitSignUp();
      } else {
        // On success the screen is replaced, so only a failure needs handling here.
        const outcome = await signIn(values.employeeId.trim(), values.password);
        if (!outcome.success) setError(outcome.error);
      }
    } finally {
      setIsBusy(false);
    }
  }

  // Issue 30: a deployment that signs in with its provider only has no employee-ID form.
  if (config.data?.local_passwords === false) {
    return (
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {ssoButton}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <form onSubmit={handleSubmit} noValidate aria-label={isSignUp ? ENTRY_MESSAGES.createAccount : ENTRY_MESSAGES.signIn} className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {isSignUp && <Alert tone="warning">{ENTRY_MESSAGES.singleSignOnWarning}</Alert>}

        <TextField
          label={ENTRY_MESSAGES.employeeIdLabel}
          name="employeeId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.employeeId}
          onChange={(e) => update('employeeId', e.target.value)}
          suffix={mailDomain ? `@${mailDomain}` : undefined}
          hint={mailDomain ? ENTRY_MESSAGES.employeeIdEmailHint(mailDomain) : undefined}
        />
        <TextField
          label={ENTRY_MESSAGES.passwordLabel}
          name="password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
        />
        {isSignUp && (
          <>
            <TextField
              label={ENTRY_MESSAGES.confirmPasswordLabel}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => update('confirmPassword', e.target.value)}
            />
            <FulfillmentCenterSelect value={values.fulfillmentCenterId} onChange={(id) => update('fulfillmentCenterId', id)} disabled={isBusy} />
          </>
        )}

        {error && <Alert tone="error">{error}</Alert>}

        <Button type="submit" className="w-full py-2.5" disabled={isBusy}>
          {isBusy && <Spinner className="size-4" />}
          {isSignUp ? ENTRY_MESSAGES.createAccount : ENTRY_MESSAGES.signIn}
        </Button>
      </form>

      {ssoButton && !isSignUp && (
        <>
          <div className="flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {ENTRY_MESSAGES.signInOr}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          {ssoButton}
        </>
      )}

      {/* Outside the form: React events bubble through portals, so the dialog's own form
          would otherwise also submit this one. */}
      <div className="flex flex-col items-center gap-2 pt-1 text-sm">
        {!isSignUp && <ForgotPasswordDialog />}
        <button type="button" onClick={toggleMode} className="font-medium text-blue-700 hover:text-blue-900 hover:underline">
          {isSignUp ? ENTRY_MESSAGES.toggleToSignIn : ENTRY_MESSAGES.toggleToSignUp}
        </button>
      </div>
    </div>
  );
}
