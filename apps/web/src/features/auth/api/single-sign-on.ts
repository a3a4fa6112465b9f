import { z } from 'zod';
import { ssoRefusalText } from '@stationboard/domain/auth/single-sign-on';
import { SSO_PROVIDER_ID, SSO_RETURN_PATHS } from '@stationboard/domain/schemas/auth-requests';
import { apiPost } from '../../../lib/api-client.ts';

const startAnswerSchema = z.object({ url: z.url() });

/**
 * Issue 30 (decision 168): asks the server for the provider's sign-in address (better-auth
 * keeps the state and the PKCE verifier) and sends the browser there. The provider returns
 * it to SSO_RETURN_PATHS.
 */
export async function startSingleSignOn(): Promise<void> {
  const answer = await apiPost<unknown>(
    '/auth/sign-in/social',
    { provider: SSO_PROVIDER_ID, callbackURL: SSO_RETURN_PATHS.signedIn, errorCallbackURL: SSO_RETURN_PATHS.failed, disableRedirect: true },
    { auth: false },
  );
  window.location.assign(startAnswerSchema.parse(answer).url);
}

/** What the address the provider returned to says: signed in there, refused (with the screen's text), or neither. */
export type SsoReturn = { status: 'signedIn' } | { status: 'failed'; text: string } | null;

const SSO_PARAMS = ['sso', 'error', 'error_description'];

/** Reads the return from the address once and takes it off, so a reload does not repeat it. */
export function takeSsoReturn(): SsoReturn {
  const params = new URLSearchParams(window.location.search);
  const sso = params.get('sso');
  if (sso !== 'signed-in' && sso !== 'failed') return null;
  const url = new URL(window.location.href);
  for (const name of SSO_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  return sso === 'signed-in' ? { status: 'signedIn' } : { status: 'failed', text: ssoRefusalText(params.get('error')) };
}

let atStart: SsoReturn | undefined;

/** The return the page was opened with, read on first use and remembered for the page's life. */
export function ssoReturnAtStart(): SsoReturn {
  atStart ??= takeSsoReturn();
  return atStart;
}
