import type { EmployeeUpdateInput } from '@stationboard/domain/schemas/employee';
import { employeeSchema, type Employee } from '@stationboard/domain/schemas/employee-record';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /employees/{id} (spec 2 §7): the edited fields, or only is_active for the toggle. */
export async function updateEmployee(employeeId: string, input: EmployeeUpdateInput): Promise<Employee> {
  return employeeSchema.parse(await apiPut(`/employees/${employeeId}`, input));
}
