import type { Role } from '@stationboard/domain/roles/roles';

export type EmployeeManagementProps = { centerId: string; role: Role };

export function EmployeeManagement(_props: EmployeeManagementProps) {
  return <p className="text-sm text-slate-500">This tab is being built.</p>;
}
