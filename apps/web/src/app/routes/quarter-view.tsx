import { useLocation, useParams } from 'react-router';
import { MESSAGES } from '@stationboard/domain/messages';
import { parseQuarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder.tsx';

export function QuarterViewRoute() {
  const { quarterNumber } = useParams();
  const { pathname } = useLocation();
  const key = parseQuarterRouteKey(quarterNumber);

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
  return <ScreenPlaceholder title={`Quarter ${key}`} subtitle="Current Period" />;
}
