import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useQuarters } from '../../features/quarter-view/api/get-quarters.ts';
import { ChangeoverScreen } from '../../features/tv/components/changeover-screen.tsx';
import { TvListLoading } from '../../features/tv/components/tv-list-screen.tsx';
import { useAssignmentsRealtime } from '../../lib/use-assignments-realtime.ts';

/**
 * /tv-changeover (issue 15, decision 130): the quarter-change wallboard, full screen and dark
 * like the TV List, outside the shell, with its own realtime connection. Keyed by center.
 */
export function TvChangeoverRoute() {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const quarters = useQuarters(centerId);
  useAssignmentsRealtime(role?.role ? centerId : null);

  if (!centerId || !center) return <TvListLoading />;
  return (
    <ChangeoverScreen
      key={centerId}
      centerId={centerId}
      centerCode={center.code}
      timeZone={center.timezone}
      quarters={quarters.data}
      quartersFailed={quarters.isError && !quarters.data}
      onRetry={() => void quarters.refetch()}
    />
  );
}
