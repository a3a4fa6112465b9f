import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { describeAuthError } from './auth-outcome.ts';

export const sessionUserSchema = z.object({ id: z.string(), email: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

const signInAnswerSchema = z.object({ token: z.string().nullish(), user: sessionUserSchema });

export type SignInResult = { success: true; token: string; user: SessionUser } | { success: false; error: string };

/**
 * 401 (wrong ID or password) shows the spec's 'Authentication failed'. For 403 (email not yet
 * confirmed) and 429 (too many attempts) the server's own text is shown instead, because it
 * tells the person what to do next (decision 021).
 */
function describeSignInError(error: unknown): string {
  if (error instanceof AppError && (error.status === 403 || error.status === 429) && error.message) return error.message;
  return describeAuthError(error, ENTRY_MESSAGES.authenticationFailed);
}

export async function signIn({ email, password }: { email: string; password: string }): Promise<SignInResult> {
  try {
    const response = await apiRequest<unknown>('/auth/sign-in/email', { method: 'POST', body: { email, password }, auth: false });
    const answer = signInAnswerSchema.parse(response.data);
    // The bearer plugin sends the token in a header; the body's copy is the fallback.
    const token = response.headers.get('set-auth-token') ?? answer.token;
    if (!token) return { success: false, error: ENTRY_MESSAGES.authenticationFailed };
    return { success: true, token, user: answer.user };
  } catch (error) {
    return { success: false, error: describeSignInError(error) };
  }
}
