import type { ComponentType } from 'react';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useQuarters } from '../../lib/api/get-quarters.ts';
import { TvListLoading, type TvListScreenProps } from '../../features/tv/components/tv-list-screen.tsx';
import { useAssignmentsRealtime } from '../../lib/use-assignments-realtime.ts';

/**
 * A wall screen's route (the TV List, the changeover wallboard): full screen and dark, without
 * the navigation bar. It lives outside the shell, so it opens its own realtime connection: a
 * wall screen sees every assignment as it happens, not only at the 15 s reload. Keyed by
 * center, as the map is.
 */
export function WallRoute({ Screen }: { Screen: ComponentType<TvListScreenProps> }) {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const quarters = useQuarters(centerId);
  useAssignmentsRealtime(role?.role ? centerId : null);

  if (!centerId || !center) return <TvListLoading />;
  return (
    <Screen
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
