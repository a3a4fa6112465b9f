import { useState } from 'react';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { isSameOccurrence, operatingDay, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { pickedOccurrence, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';

export type QuarterChoice<Q extends QuarterTiming> = {
  /** The quarter on its date that the screen shows; null in a break (map) or without quarters. */
  occurrence: Occurrence<Q> | null;
  /** What the clock chooses now. */
  automatic: Occurrence<Q> | null;
  /** The date the screen's figures belong to: the shown quarter's, else the operating day. */
  date: string;
  isManual: boolean;
  pick: (quarterId: string) => void;
  clear: () => void;
};

type Pick = { quarterId: string; automatic: Occurrence<QuarterTiming> | null };

/**
 * The quarter a screen shows (issue 11, decision 080): the clock's choice, or a quarter picked
 * by hand, which holds until the clock's choice next changes (a quarter boundary) and then
 * gives way to the clock again.
 */
export function useQuarterChoice<Q extends QuarterTiming>(
  quarters: readonly Q[] | undefined,
  now: LocalDateTime,
  select: (quarters: readonly Q[], now: LocalDateTime) => Occurrence<Q> | null,
): QuarterChoice<Q> {
  const [picked, setPicked] = useState<Pick | null>(null);
  const automatic = quarters ? select(quarters, now) : null;
  const pickedQuarter = picked && isSameOccurrence(picked.automatic, automatic) ? quarters?.find((q) => q.id === picked.quarterId) : undefined;
  const occurrence = pickedQuarter && quarters ? pickedOccurrence(pickedQuarter, quarters, now, automatic) : automatic;
  return {
    occurrence,
    automatic,
    date: occurrence?.date ?? operatingDay(now, quarters ?? []),
    isManual: pickedQuarter !== undefined,
    pick: (quarterId) => setPicked({ quarterId, automatic }),
    clear: () => setPicked(null),
  };
}
