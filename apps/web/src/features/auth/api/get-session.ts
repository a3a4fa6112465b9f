import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { setSessionToken } from '../../../lib/session-token.ts';
import { sessionUserSchema, type SessionUser } from './sign-in.ts';

const sessionAnswerSchema = z
  .object({
    session: z.object({ expiresAt: z.coerce.date() }),
    user: sessionUserSchema,
  })
  .nullable();

export type Session = { user: SessionUser; expiresAt: Date };

/** The signed-in user behind the stored token, or null when there is none (spec 1 §8: treated as signed out). */
export async function getSession(): Promise<Session | null> {
  const response = await apiRequest<unknown>('/auth/get-session');
  // When the server extends the session it may hand out a fresh token.
  const renewed = response.headers.get('set-auth-token');
  if (renewed) setSessionToken(renewed);
  const answer = sessionAnswerSchema.parse(response.data);
  return answer && { user: answer.user, expiresAt: answer.session.expiresAt };
}

const cookieSessionSchema = z.object({ session: z.object({ token: z.string().min(1) }) }).nullable();

/**
 * Back from single sign-on (decision 168), better-auth has set the session cookie: the app
 * reads that session once, without a token, and keeps its token as after a password sign-in.
 * Answers whether there was one.
 */
export async function adoptCookieSession(): Promise<boolean> {
  const answer = cookieSessionSchema.parse((await apiRequest<unknown>('/auth/get-session', { auth: false })).data);
  if (answer) setSessionToken(answer.session.token);
  return answer !== null;
}
