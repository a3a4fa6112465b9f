import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { PlanScreen } from '../../features/plan/components/plan-screen.tsx';

/** /plan?date=YYYY-MM-DD (issue 27): the day-plan grid of the acting center; keyed by center, so an ADMIN's switch starts afresh. */
export function DayPlanRoute() {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  if (!role?.role || !centerId || !center) return <LoadingScreen fullHeight={false} />;
  return <PlanScreen key={centerId} centerId={centerId} timeZone={center.timezone} role={role.role} me={role.employee_id} />;
}
