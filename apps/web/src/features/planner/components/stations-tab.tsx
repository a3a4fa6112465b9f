import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useStationList } from '../api/get-station-list.ts';
import { AttendanceThreshold } from './attendance-threshold.tsx';
import { RoutingAreasPanel } from './routing-areas-panel.tsx';
import { StationTable } from './station-table.tsx';
import type { PlannerTabProps } from './tab-props.ts';

/** Lines 1-4 first, in line order, then stations without a line; by code within each. */
const LAST_LINE = Number.MAX_SAFE_INTEGER;

/** Spec 2 §2 Stations tab: the attendance threshold, the routing areas and the stations table. */
export function StationsTab({ centerId, role }: PlannerTabProps) {
  const stations = useStationList(centerId);
  const canManage = hasMinimumRole(role, 'MANAGER');
  const sorted = [...(stations.data ?? [])].sort(
    (a, b) => (a.line_number ?? LAST_LINE) - (b.line_number ?? LAST_LINE) || compareStationCodes(a.station_code, b.station_code),
  );

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <AttendanceThreshold centerId={centerId} criticalCount={sorted.filter((s) => s.is_critical).length} canEdit={canManage} />
        <RoutingAreasPanel centerId={centerId} canEdit={canManage} />
      </div>
      {stations.error && <Alert tone="error">{failureText(stations.error, MESSAGES.loadStationsFailed)}</Alert>}
      {stations.isPending && <LoadingBlock />}
      {stations.data && <StationTable centerId={centerId} stations={sorted} canManage={canManage} canDelete={hasMinimumRole(role, 'ADMIN')} />}
    </div>
  );
}
