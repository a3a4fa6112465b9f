import { apiPost } from '../../../lib/api-client.ts';

/** Ends the session on the server; the caller forgets it locally whatever the answer. */
export async function signOut(): Promise<void> {
  await apiPost('/auth/sign-out');
}
