import { FloorMapScreen } from '../../features/floor-map/components/floor-map-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useQuarters } from '../../lib/api/get-quarters.ts';
import { TvModePanel } from '../../features/tv/components/tv-mode-panel.tsx';
import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';

/**
 * /map (spec 1 §2): the acting center and its quarters come from the auth and quarter
 * features, the TV Mode overlay from the TV feature; the floor-map feature does the rest. Keyed by center, so an ADMIN's switch starts
 * the map afresh (quarter, layout edits, open popover).
 */
export function FloorMapRoute() {
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const quarters = useQuarters(centerId);

  // The guard admits only people with a role; the center record brings the time zone for "today".
  if (!role?.role || !centerId || !center) return <LoadingScreen fullHeight={false} />;
  return (
    <FloorMapScreen
      key={centerId}
      centerId={centerId}
      userId={role.user_id}
      timeZone={center.timezone}
      role={role.role}
      quarters={quarters.data}
      quartersFailed={quarters.isError && !quarters.data}
      onRetryQuarters={() => void quarters.refetch()}
      TvModeOverlay={TvModePanel}
    />
  );
}
