import { ApiTokensPanel } from './api-tokens-panel.tsx';
import type { PlannerTabProps } from './tab-props.ts';
import { WebhooksPanel } from './webhooks-panel.tsx';

/** Issue 30: the center's doors to its other systems, ADMIN+: API tokens (decision 166) and webhooks (decision 167). */
export function IntegrationsTab({ centerId, timeZone }: PlannerTabProps) {
  return (
    <div className="space-y-6">
      <ApiTokensPanel centerId={centerId} timeZone={timeZone} />
      <WebhooksPanel centerId={centerId} timeZone={timeZone} />
    </div>
  );
}
