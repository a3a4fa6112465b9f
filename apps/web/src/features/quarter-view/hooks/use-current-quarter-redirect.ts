import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { selectCurrentQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';

type Phase = { kind: 'checking' } | { kind: 'moving'; to: number } | { kind: 'done' };

/**
 * Spec 2 §2: on the first load only, a /q/{n} that is not the current quarter is replaced in
 * the history by the current one (its tab kept), so a bookmark or an old link opens on the
 * quarter being worked. Later visits to other quarters through the pager stay where asked.
 * Answers true until that is over, so the screen never shows the wrong quarter first.
 */
export function useCurrentQuarterRedirect(quarters: readonly QuarterTiming[] | undefined, routeKey: number, minutesNow: number): boolean {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });

  // Decided while rendering, the first time the quarters are known, so no frame shows /q/{n} first.
  if (phase.kind === 'checking' && quarters) {
    const current = selectCurrentQuarter(quarters, minutesNow);
    const to = current ? quarterRouteKey(current) : null;
    setPhase(to === null || to === routeKey ? { kind: 'done' } : { kind: 'moving', to });
  } else if (phase.kind === 'moving' && routeKey === phase.to) {
    setPhase({ kind: 'done' });
  }

  useEffect(() => {
    if (phase.kind === 'moving') void navigate({ pathname: `/q/${phase.to}`, search }, { replace: true });
  }, [phase, search, navigate]);

  return phase.kind !== 'done';
}
