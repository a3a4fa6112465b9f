import { resetTokenStatusSchema } from '@stationboard/domain/schemas/account';
import { apiGet } from '../../../lib/api-client.ts';

/** Whether the emailed reset link can still be used; throws when the check itself fails. */
export async function checkResetToken(token: string): Promise<boolean> {
  const answer = resetTokenStatusSchema.parse(await apiGet('/auth/reset-token', { query: { token }, auth: false }));
  return answer.valid;
}
