import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { operatingDay } from '@stationboard/domain/quarters/operating-day';
import { parseQuarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { dateSchema } from '@stationboard/domain/schemas/id';
import { LoadingScreen } from '../../components/layouts/loading-screen.tsx';
import { useActingCenter } from '../../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DayPlanPrintScreen } from '../../features/day-plan/components/day-plan-print-screen.tsx';
import { useQuarters } from '../../lib/api/get-quarters.ts';
import { useCenterMinute } from '../../lib/use-center-clock.ts';

/**
 * /print/day?date=… and /print/q/{n}?date=… (issue 15, decision 129): the paper plan of an
 * operating day, or of one quarter of it, without the app around it. Without a good date,
 * the day the floor is on.
 */
export function DayPlanPrintRoute() {
  const { quarterNumber } = useParams();
  const [params] = useSearchParams();
  const { role } = useAuth();
  const { center } = useActingCenter();
  const centerId = role?.acting_fulfillment_center_id ?? null;
  const quarters = useQuarters(centerId);
  const now = useCenterMinute(center?.timezone);
  const asked = params.get('date');
  const date = asked && dateSchema.safeParse(asked).success ? asked : quarters.data ? operatingDay(now, quarters.data) : null;
  const key = quarterNumber === undefined ? null : parseQuarterRouteKey(quarterNumber);

  if (quarterNumber !== undefined && key === null) {
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-6 py-5 font-semibold text-amber-900">
          {MESSAGES.invalidQuarterRoute}
        </p>
      </main>
    );
  }
  if (!centerId || !center || !date) return <LoadingScreen />;
  return <DayPlanPrintScreen key={centerId} centerId={centerId} date={date} quarterKey={key} />;
}
