import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { quartersQueryOptions } from '../../lib/api/get-quarters.ts';

/**
 * / (spec 2 §2): the acting center and its quarters, reloaded every 30 s (spec 2 §4), feed the
 * dashboard. Keyed by center, so an ADMIN's switch starts the screen afresh.
 */
export function DashboardRoute() {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const quarters = useQuery({ ...quartersQueryOptions(centerId ?? ''), enabled: centerId !== null, refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });

  if (!role?.role || !centerId || !center) return <LoadingScreen fullHeight={false} />;
  return (
    <DashboardScreen
      key={centerId}
      centerId={centerId}
      centerCode={center.code}
      timeZone={center.timezone}
      role={role.role}
      quarters={quarters.data}
      quartersError={quarters.error}
      refreshQuarters={() => quarters.refetch({ throwOnError: true })}
    />
  );
}
