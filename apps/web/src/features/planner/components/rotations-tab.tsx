import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useRotationRules } from '../api/get-rotation-rules.ts';
import { useStationList } from '../api/get-station-list.ts';
import { ColumnHeads } from './column-heads.tsx';
import { RotationRuleRow } from './rotation-rule-row.tsx';
import type { PlannerTabProps } from './tab-props.ts';

/**
 * Spec 2 §8 'Failed to load data. Please try again.' when neither list loaded (decision 087):
 * the server's message when both calls got the same one (an expired session, say), else the spec's.
 */
function bothFailedText(stationsError: Error, rulesError: Error): string {
  const text = failureText(stationsError, MESSAGES.loadDataFailed);
  return text === failureText(rulesError, MESSAGES.loadDataFailed) ? text : MESSAGES.loadDataFailed;
}

/**
 * Spec 2 §2 Rotations tab: every station of lines 1-4, active or not, grouped by line, with
 * the station its person rotates to next quarter.
 */
export function RotationsTab({ centerId, role }: PlannerTabProps) {
  const stations = useStationList(centerId);
  const rules = useRotationRules(centerId);
  const canEdit = hasMinimumRole(role, 'MANAGER');
  const canRemove = hasMinimumRole(role, 'ADMIN');

  // Both answers first, so a double failure is told once rather than as whichever came back first.
  if (stations.isPending || rules.isPending) return <LoadingBlock />;
  if (stations.error && rules.error) return <Alert tone="error">{bothFailedText(stations.error, rules.error)}</Alert>;
  if (stations.error) return <Alert tone="error">{failureText(stations.error, MESSAGES.loadStationsFailed)}</Alert>;
  if (rules.error) return <Alert tone="error">{failureText(rules.error, MESSAGES.loadRotationRulesFailed)}</Alert>;
  if (!stations.data || !rules.data) return <LoadingBlock />;
  const allStations = stations.data;
  const allRules = rules.data;

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-slate-600">{MESSAGES.rotationsIntro(MESSAGES.noRelocation)}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        {LINE_NUMBERS.map((line) => {
          const onLine = allStations.filter((s) => s.line_number === line).sort((a, b) => compareStationCodes(a.station_code, b.station_code));
          return (
            <section key={line} aria-labelledby={`rotation-line-${line}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <h2 id={`rotation-line-${line}`} className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-base font-semibold text-ink">
                {MESSAGES.lineLabel(line)}
              </h2>
              {onLine.length === 0 ? (
                <p className="px-4 py-3 text-sm text-ink-muted">{MESSAGES.noStationsOnLine}</p>
              ) : (
                <table className="w-full text-sm max-sm:block">
                  <thead className="text-left text-xs font-semibold tracking-wide text-ink-muted uppercase max-sm:sr-only">
                    <ColumnHeads
                      labels={[MESSAGES.columnStation, MESSAGES.columnHand, MESSAGES.columnStatus, MESSAGES.columnRotatesTo]}
                      hasActions
                      cellClassName="px-3 py-2"
                    />
                  </thead>
                  <tbody className="max-sm:block">
                    {onLine.map((station) => (
                      <RotationRuleRow
                        key={station.id}
                        centerId={centerId}
                        station={station}
                        stations={allStations}
                        rules={allRules}
                        canEdit={canEdit}
                        canRemove={canRemove}
                      />
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
