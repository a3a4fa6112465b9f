import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder.tsx';

export function EmployeesRoute() {
  return <ScreenPlaceholder title="Employees" subtitle="Employee Management" />;
}
