import { queryOptions } from '@tanstack/react-query';
import { resetTokenStatusSchema } from '@stationboard/domain/schemas/account';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Whether the emailed reset link can still be used; throws when the check itself fails. */
export async function checkResetToken(token: string): Promise<boolean> {
  const answer = resetTokenStatusSchema.parse(await apiGet('/auth/reset-token', { query: { token }, auth: false }));
  return answer.valid;
}

export const resetTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.resetToken(token),
    queryFn: () => checkResetToken(token ?? ''),
    retry: false,
    // Checked once per visit: a recheck after the password changed would call the link used.
    staleTime: Infinity,
    gcTime: 0,
  });
