import type { EmployeeCreateInput } from '@stationboard/domain/schemas/employee';
import { employeeSchema, type Employee } from '@stationboard/domain/schemas/employee-record';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /employees (spec 2 §7) with the form's checked fields. */
export async function createEmployee(input: EmployeeCreateInput): Promise<Employee> {
  return employeeSchema.parse(await apiPost('/employees', input));
}
