import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssignmentChange } from '@stationboard/domain/realtime/messages';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { CELL_AUTHOR_SHOWN_MS } from '@stationboard/domain/timings';
import { liveData } from '../../../lib/live-data.ts';
import { cellKey } from '../plan-rows.ts';

/** One change's mark: an object of its own, so its timer takes away this mark and no later one. */
type Mark = { by: string };

const occurrenceKey = (quarterId: string, date: string) => `${quarterId}|${date}`;

/** The grid's cells a change touched (where the assignment stands now and where it stood before), among the quarter occurrences shown. */
function cellsOf(change: AssignmentChange, shown: ReadonlySet<string>): string[] {
  const rows = [change.assignment?.row, change.previous?.row].flatMap((row) => (row ? [row] : []));
  const inDay = rows.filter((row) => shown.has(occurrenceKey(row.quarter_id, row.assignment_date)));
  return [...new Set(inDay.map((row) => cellKey(row.station_id, row.quarter_id)))];
}

/**
 * Decision 159 (issue 27: "the other sees the cell change with who changed it"): the cells of
 * the day shown that another user changed in the last CELL_AUTHOR_SHOWN_MS, each with that
 * user's employee ID, from the realtime changes (which name their author). The user's own
 * changes and the system's are not marked.
 */
export function useCellAuthors(quarters: readonly Pick<PlanQuarter, 'id' | 'date'>[] | undefined, me: string): ReadonlyMap<string, string> {
  const client = useQueryClient();
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());
  // The plan reloads after every change with new arrays; the occurrences it shows, as text, stay the same.
  const occurrences = (quarters ?? []).map((q) => occurrenceKey(q.id, q.date)).join(',');
  useEffect(() => {
    const shown = new Set(occurrences.split(','));
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = liveData(client).subscribe((change) => {
      const by = change.by;
      if (by === null || by === me) return;
      const keys = cellsOf(change, shown);
      if (keys.length === 0) return;
      const mark: Mark = { by };
      setMarks((current) => new Map([...current, ...keys.map((key) => [key, mark] as const)]));
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A later change of the same cell keeps its mark for its own time.
        setMarks((current) => new Map([...current].filter(([, held]) => held !== mark)));
      }, CELL_AUTHOR_SHOWN_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      setMarks(new Map());
    };
  }, [client, occurrences, me]);
  return useMemo(() => new Map([...marks].map(([key, mark]) => [key, mark.by])), [marks]);
}
