import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /rotation-rules/{id}: No Relocation (spec 2 §4), ADMIN and up (spec 2 §6). */
export async function deleteRotationRule(ruleId: string): Promise<void> {
  await apiRequest(`/rotation-rules/${ruleId}`, { method: 'DELETE' });
}
