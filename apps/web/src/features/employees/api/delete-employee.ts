import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /employees/{id} (spec 2 §7): their assignments go with them (DESIGN §4). */
export async function deleteEmployee(employeeId: string): Promise<void> {
  await apiRequest(`/employees/${employeeId}`, { method: 'DELETE' });
}
