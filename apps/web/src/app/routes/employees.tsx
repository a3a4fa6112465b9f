import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { EmployeeManagement } from '../../features/employees/components/employee-management.tsx';
import { MESSAGES } from '../../lib/i18n/messages.ts';

/** /employees (spec 2 §2): the planner's Employees tab on a screen of its own, MANAGER and up. */
export function EmployeesRoute() {
  const { role } = useAuth();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  if (!role?.role || !centerId) return <LoadingScreen fullHeight={false} />;
  return (
    <div key={centerId} className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{MESSAGES.employeesTitle}</h1>
      <p className="mt-1 text-slate-600">{MESSAGES.employeesSubtitle}</p>
      <div className="mt-5">
        <EmployeeManagement centerId={centerId} role={role.role} />
      </div>
    </div>
  );
}
