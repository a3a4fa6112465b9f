import { employeeCreateSchema } from '@stationboard/domain/schemas/employee';
import { employeeSchema, type Employee } from '@stationboard/domain/schemas/floor-map';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /employees from the popover's 'Create & Assign': name and optional alias, trimmed by
 * the shared schema (spec 1 §5). Throws the schema's error for a blank name.
 */
export async function createEmployee({ name, alias, centerId }: { name: string; alias: string; centerId: string }): Promise<Employee> {
  const body = employeeCreateSchema.parse({ name, employee_id: alias, fulfillment_center_id: centerId });
  return employeeSchema.parse(await apiPost('/employees', body));
}
