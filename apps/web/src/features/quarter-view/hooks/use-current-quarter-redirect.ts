import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { isSameOccurrence, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { selectCurrentQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';

type Phase = { kind: 'checking' } | { kind: 'moving'; to: number; isFirstLoad: boolean } | { kind: 'done' };

/**
 * Spec 2 §2: on the first load, a /q/{n} that is not the current quarter is replaced in the
 * history by the current one (its tab kept), so a bookmark or an old link opens on the quarter
 * being worked. Without a date the screen follows the clock to each new current quarter
 * (issue 11, decision 080); an address with a planned date (`isHeld`, issue 27, decision 148)
 * is neither redirected nor moved: it stays until Back to now.
 * Answers true until the first load is settled, so the screen never shows the wrong quarter first.
 * A link that opens a station (`isDeliberate`, issue 25) names its quarter on purpose: the first
 * load keeps it.
 */
export function useCurrentQuarterRedirect(
  quarters: readonly QuarterTiming[] | undefined,
  routeKey: number,
  now: LocalDateTime,
  { isDeliberate = false, isHeld = false }: { isDeliberate?: boolean; isHeld?: boolean } = {},
): boolean {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const current = quarters ? selectCurrentQuarter(quarters, now) : null;
  const [seen, setSeen] = useState<Occurrence<QuarterTiming> | null>(null);

  // Decided while rendering, the first time the quarters are known, so no frame shows /q/{n} first.
  if (phase.kind === 'checking' && quarters) {
    const to = current ? quarterRouteKey(current.quarter) : null;
    setSeen(current);
    setPhase(to === null || to === routeKey || isDeliberate || isHeld ? { kind: 'done' } : { kind: 'moving', to, isFirstLoad: true });
  } else if (phase.kind === 'moving' && routeKey === phase.to) {
    setPhase({ kind: 'done' });
  } else if (phase.kind === 'done' && current && !isSameOccurrence(seen, current)) {
    // A held plan notes the clock's move, so going back to now does not jump a second time.
    setSeen(current);
    const to = quarterRouteKey(current.quarter);
    if (to !== routeKey && !isHeld) setPhase({ kind: 'moving', to, isFirstLoad: false });
  }

  useEffect(() => {
    if (phase.kind === 'moving') void navigate({ pathname: `/q/${phase.to}`, search }, { replace: true });
  }, [phase, search, navigate]);

  return phase.kind === 'checking' || (phase.kind === 'moving' && phase.isFirstLoad);
}
