import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { validateNewPassword } from '@stationboard/domain/schemas/password-reset';
import { PASSWORD_UPDATE_REDIRECT_MS } from '@stationboard/domain/timings';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { resetTokenQueryOptions } from '../api/check-reset-token.ts';
import { resetPassword } from '../api/reset-password.ts';

type LinkState = 'verifying' | 'valid' | 'invalid' | 'checkFailed';

/**
 * Spec 1 §4 "Reset link": pending check, then valid or invalid. The server sends the browser
 * here with ?token=… or, for a bad or expired link, ?error=INVALID_TOKEN.
 */
function useResetLinkState(token: string | null, hasError: boolean): LinkState {
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: token !== null && !hasError });
  if (token === null || hasError) return 'invalid';
  if (check.isPending) return 'verifying';
  if (check.isError) return 'checkFailed';
  return check.data ? 'valid' : 'invalid';
}

function BackToLogin() {
  return (
    <Link to="/" className="font-medium text-blue-700 hover:text-blue-900 hover:underline">
      {MESSAGES.backToLogin}
    </Link>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), PASSWORD_UPDATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <CircleCheck aria-hidden className="size-12 text-green-600" />
      <h2 className="text-xl font-semibold text-ink">{MESSAGES.passwordUpdated}</h2>
      <p className="text-sm text-slate-600">{MESSAGES.passwordUpdatedRedirect}</p>
      <Button onClick={() => navigate('/', { replace: true })} className="mt-2">
        {MESSAGES.goToLoginNow}
      </Button>
    </div>
  );
}

function NewPasswordForm({ token, linkState }: { token: string; linkState: LinkState }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isUpdated, setIsUpdated] = useState(false);

  if (isUpdated) return <PasswordUpdated />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setIsSaving(true);
    const outcome = await resetPassword({ newPassword: password, token });
    setIsSaving(false);
    if (outcome.success) setIsUpdated(true);
    else setError(outcome.error);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{MESSAGES.setNewPassword}</h2>
      {linkState === 'verifying' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-blue-700" />
          {MESSAGES.verifyingResetLink}
        </p>
      )}
      <TextField
        label={MESSAGES.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
      />
      <TextField
        label={MESSAGES.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => {
          setConfirmPassword(e.target.value);
          setError(null);
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {/* Spec 1 §5: the button waits for the link to be verified. */}
      <Button type="submit" className="w-full py-2.5" disabled={linkState !== 'valid' || isSaving}>
        {isSaving && <Spinner className="size-4" />}
        {MESSAGES.updatePassword}
      </Button>
      <p className="text-center text-sm">
        <BackToLogin />
      </p>
    </form>
  );
}

/** Spec 1 §2 reset-password page: public, outside the app shell. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkState = useResetLinkState(token, params.has('error'));

  return (
    <AuthLayout heading={<h1 className="text-3xl font-bold tracking-tight text-ink">{MESSAGES.productName}</h1>}>
      {token !== null && (linkState === 'verifying' || linkState === 'valid') ? (
        <NewPasswordForm token={token} linkState={linkState} />
      ) : (
        <div className="space-y-4 text-center">
          <Alert tone="error" className="text-left">
            {linkState === 'checkFailed' ? MESSAGES.resetLinkCheckFailed : MESSAGES.resetLinkInvalid}
          </Alert>
          <p className="text-sm">
            <BackToLogin />
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
