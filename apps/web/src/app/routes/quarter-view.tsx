import { useLocation, useParams } from 'react-router';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { parseQuarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { StationAssignPopover } from '../../features/floor-map/components/station-assign-popover.tsx';
import { useQuarters } from '../../lib/api/get-quarters.ts';
import { QuarterViewScreen } from '../../features/quarter-view/components/quarter-view-screen.tsx';

/**
 * /q/{quarterNumber} (spec 2 §2): the acting center and its quarters feed the quarter view;
 * its tiles open the floor map's assignment popover, passed in as features do not import
 * each other. Keyed by center, so an ADMIN's switch starts afresh on that center's current quarter.
 */
export function QuarterViewRoute() {
  const { quarterNumber } = useParams();
  const { pathname } = useLocation();
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const key = parseQuarterRouteKey(quarterNumber);
  const quarters = useQuarters(key === null ? null : centerId);

  if (key === null) {
    return (
      <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
        <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-6 py-5 text-amber-900">
          <p className="font-semibold">{MESSAGES.invalidQuarterRoute}</p>
          <p className="mt-1 text-sm">
            Current path: <code className="rounded bg-amber-100 px-1.5 py-0.5 font-mono">{pathname}</code>
          </p>
        </div>
      </div>
    );
  }
  if (!role?.role || !centerId || !center) return <LoadingScreen fullHeight={false} />;
  return (
    <QuarterViewScreen
      key={centerId}
      centerId={centerId}
      centerCode={center.code}
      timeZone={center.timezone}
      role={role.role}
      routeKey={key}
      quarters={quarters.data}
      quartersError={quarters.error}
      refreshQuarters={() => quarters.refetch({ throwOnError: true })}
      StationPopover={StationAssignPopover}
    />
  );
}
