import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeAssignmentFailure, type AssignmentFailure, type FailedCall } from '@stationboard/domain/assignments/assignment-failure';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { MAP_CONFLICT_HIGHLIGHT_MS, MAP_JUST_ASSIGNED_HIGHLIGHT_MS } from '@stationboard/domain/timings';
import { centerConfigQueryOptions } from '../../../lib/api/get-center-config.ts';
import { setStationCritical } from '../../../lib/api/set-station-critical.ts';
import { toggleStationActive } from '../../../lib/api/toggle-station-active.ts';
import { ASSIGNMENT_DEPENDENT_ROOTS, QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { assignEmployee } from '../api/assign-employee.ts';
import { assignWildcard } from '../api/assign-wildcard.ts';
import { createEmployee } from '../api/create-employee.ts';
import { stationsQueryKey, updateCachedStation, type StationsQuery } from '../../../lib/api/get-stations.ts';
import { removeAssignment } from '../api/remove-assignment.ts';
import type { StationHighlights } from './use-station-highlights.ts';

export type PersonToAssign = { id: string; name: string };

function failedCall(error: unknown): FailedCall {
  return error instanceof AppError ? { status: error.status, message: error.message, metadata: error.metadata } : { status: 0, message: '' };
}

/**
 * What the popover can do to a station of the map in `query` (spec 1 §2, §7, §8). Each
 * action answers the spec's failure text, or null when it worked; the map's cache is
 * changed at once and reloaded behind it. Toggles are optimistic and revert on failure.
 */
export function useStationActions({ centerId, query, flash }: { centerId: string; query: StationsQuery | null; flash: StationHighlights['flash'] }) {
  const queryClient = useQueryClient();

  const reloadAssignments = useCallback(() => {
    for (const root of ASSIGNMENT_DEPENDENT_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
  }, [queryClient]);

  return useMemo(() => {
    /** A reload already on its way would overwrite the change with older data. */
    const settle = (q: StationsQuery) => queryClient.cancelQueries({ queryKey: stationsQueryKey(q) });
    const reloadStations = () => void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.stations, centerId] });

    return {
      /** `overrideReason`: issue 15, assign someone lacking a required skill anyway (MANAGER+). */
      async assign(station: Station, employee: PersonToAssign, wildcard: boolean, overrideReason?: string): Promise<AssignmentFailure | null> {
        const fallback = wildcard ? MESSAGES.assignWildcardFailed : MESSAGES.assignEmployeeFailed;
        if (!query?.quarterId) return { kind: 'failed', message: fallback };
        try {
          const input = { stationId: station.id, quarterId: query.quarterId, date: query.date, centerId, employee, ...(overrideReason !== undefined && { overrideReason }) };
          const assignment = await (wildcard ? assignWildcard(input) : assignEmployee(input));
          await settle(query);
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, current_assignment: assignment }));
          flash(station.id, 'justAssigned', MAP_JUST_ASSIGNED_HIGHLIGHT_MS);
          reloadAssignments();
          return null;
        } catch (error) {
          const failure = describeAssignmentFailure(failedCall(error), employee.name, fallback);
          if (failure.kind === 'employeeConflict' && failure.conflictingStationId) flash(failure.conflictingStationId, 'conflict', MAP_CONFLICT_HIGHLIGHT_MS);
          return failure;
        }
      },

      async remove(station: Station): Promise<string | null> {
        const assignment = station.current_assignment;
        if (!assignment || !query) return null;
        try {
          await removeAssignment({ stationId: station.id, assignmentId: assignment.id, centerId });
          await settle(query);
          updateCachedStation(queryClient, query, station.id, (s) => ({ ...s, current_assignment: null }));
          reloadAssignments();
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

      async createEmployee(name: string, alias: string): Promise<PersonToAssign | string> {
        try {
          const employee = await createEmployee({ name, alias, centerId });
          void queryClient.invalidateQueries({ queryKey: ['employees'] });
          return { id: employee.id, name: employee.name };
        } catch {
          return MESSAGES.createEmployeeFailed;
        }
      },
    };
  }, [centerId, flash, query, queryClient, reloadAssignments]);
}

export type StationActions = ReturnType<typeof useStationActions>;
