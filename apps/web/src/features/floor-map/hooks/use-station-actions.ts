import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeAssignmentFailure, type AssignmentFailure, type FailedCall } from '@stationboard/domain/assignments/assignment-failure';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { MAP_CONFLICT_HIGHLIGHT_MS, MAP_JUST_ASSIGNED_HIGHLIGHT_MS } from '@stationboard/domain/timings';
import { centerConfigQueryOptions } from '../../../lib/api/get-center-config.ts';
import { setStationCritical } from '../../../lib/api/set-station-critical.ts';
import { toggleStationActive } from '../../../lib/api/toggle-station-active.ts';
import { refreshAfterOwnChange } from '../../../lib/live-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { assignEmployee, type PlacementChoice } from '../api/assign-employee.ts';
import { assignWildcard } from '../api/assign-wildcard.ts';
import { createAndAssign, type NewPerson } from '../api/create-and-assign.ts';
import { placeCachedAssignment, updateCachedStation, type StationsQuery } from '../../../lib/api/get-stations.ts';
import { removeAssignment } from '../api/remove-assignment.ts';
import type { StationHighlights } from './use-station-highlights.ts';

export type PersonToAssign = { id: string; name: string };

function failedCall(error: unknown): FailedCall {
  return error instanceof AppError ? { status: error.status, message: error.message, metadata: error.metadata } : { status: 0, message: '' };
}

/**
 * What the popover can do to a station of the map in `query` (spec 1 §2, §7, §8). Each
 * action answers the spec's failure text, or null when it worked; the map's cache is
 * changed at once from the answer, and the realtime change that follows finds it done
 * (patches are idempotent); without the socket it reloads behind it (refreshAfterOwnChange).
 * Toggles are optimistic and revert on failure.
 */
export function useStationActions({ centerId, query, flash }: { centerId: string; query: StationsQuery | null; flash: StationHighlights['flash'] }) {
  const queryClient = useQueryClient();

  return useMemo(() => {
    /**
     * A load already on its way may have been answered before the change and would put the
     * card back as it was: it is cancelled (its request aborted), and what it was for is asked
     * again once the change is in the cache. Returns what to call then.
     */
    const settle = async (q: StationsQuery) => {
      const queryKey = queryKeys.stations(q);
      const wasLoading = queryClient.isFetching({ queryKey, exact: true }) > 0;
      await queryClient.cancelQueries({ queryKey, exact: true });
      return () => {
        if (wasLoading) void queryClient.invalidateQueries({ queryKey, exact: true });
      };
    };
    /** The cancelled load asked again, and, without the socket, everything that shows assignments. */
    const reloadAfterChange = (resume: () => void) => {
      resume();
      refreshAfterOwnChange(queryClient);
    };
    const reloadStations = () => void queryClient.invalidateQueries({ queryKey: queryKeys.stationsOfCenter(centerId) });

    return {
      /**
       * `choice`: issue 15's reason to assign someone lacking a required skill, issue 25's Move
       * here and the confirmation to replace someone who has checked in.
       */
      async assign(station: Station, employee: PersonToAssign, wildcard: boolean, choice: PlacementChoice = {}): Promise<AssignmentFailure | null> {
        const fallback = choice.move ? MESSAGES.moveFailed : wildcard ? MESSAGES.assignWildcardFailed : MESSAGES.assignEmployeeFailed;
        if (!query?.quarterId) return { kind: 'failed', message: fallback };
        try {
          const input = { stationId: station.id, quarterId: query.quarterId, date: query.date, centerId, employee, ...choice };
          const assignment = await (wildcard ? assignWildcard(input) : assignEmployee(input));
          const resume = await settle(query);
          placeCachedAssignment(queryClient, query, station.id, assignment);
          flash(station.id, 'justAssigned', MAP_JUST_ASSIGNED_HIGHLIGHT_MS);
          reloadAfterChange(resume);
          return null;
        } catch (error) {
          const failure = describeAssignmentFailure(failedCall(error), employee.name, fallback);
          if (failure.kind === 'employeeConflict' && failure.conflictingStationId) flash(failure.conflictingStationId, 'conflict', MAP_CONFLICT_HIGHLIGHT_MS);
          return failure;
        }
      },

      /** Issue 25: the person made and assigned in one call; a retry of the same form makes nobody new. */
      async createAndAssign(station: Station, person: NewPerson, choice: Omit<PlacementChoice, 'move'> = {}): Promise<AssignmentFailure | null> {
        if (!query?.quarterId) return { kind: 'failed', message: MESSAGES.createEmployeeFailed };
        try {
          const { assignment } = await createAndAssign({ stationId: station.id, quarterId: query.quarterId, date: query.date, centerId, person, ...choice });
          const resume = await settle(query);
          placeCachedAssignment(queryClient, query, station.id, assignment);
          flash(station.id, 'justAssigned', MAP_JUST_ASSIGNED_HIGHLIGHT_MS);
          void queryClient.invalidateQueries({ queryKey: queryKeys.employees() });
          reloadAfterChange(resume);
          return null;
        } catch (error) {
          return describeAssignmentFailure(failedCall(error), person.name, MESSAGES.createEmployeeFailed);
        }
      },

      async remove(station: Station): Promise<string | null> {
        const assignment = station.current_assignment;
        if (!assignment || !query) return null;
        try {
          await removeAssignment({ stationId: station.id, assignmentId: assignment.id, centerId });
          const resume = await settle(query);
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, current_assignment: null }));
          reloadAfterChange(resume);
          return null;
        } catch {
          return MESSAGES.removeAssignmentFailed;
        }
      },

      async toggleActive(station: Station): Promise<string | null> {
        if (!query) return MESSAGES.toggleStationFailed;
        const before = station.is_active;
        await settle(query);
        updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, is_active: !before }));
        try {
          const answer = await toggleStationActive({ stationId: station.id, centerId });
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, is_active: answer.is_active }));
          reloadStations();
          return null;
        } catch {
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, is_active: before }));
          return MESSAGES.toggleStationFailed;
        }
      },

      async toggleCritical(station: Station): Promise<string | null> {
        if (!query) return MESSAGES.toggleCriticalFailed;
        let configId: string;
        try {
          configId = (await queryClient.fetchQuery(centerConfigQueryOptions(centerId))).id;
        } catch (error) {
          return error instanceof AppError && error.status === 404 ? MESSAGES.centerConfigNotFound : MESSAGES.toggleCriticalFailed;
        }
        const before = station.is_critical;
        await settle(query);
        updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, is_critical: !before }));
        try {
          await setStationCritical({ centerConfigId: configId, stationId: station.id, critical: !before });
          reloadStations();
          return null;
        } catch {
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, is_critical: before }));
          return MESSAGES.toggleCriticalFailed;
        }
      },
    };
  }, [centerId, flash, query, queryClient]);
}

export type StationActions = ReturnType<typeof useStationActions>;
