import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENTS, type Webhook, type WebhookDelivery, type WebhookEvent } from '@stationboard/domain/schemas/webhook';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { createWebhook, deleteWebhook, redeliverWebhook, useWebhooks } from '../api/webhooks.ts';
import { formatAuditTime } from './audit-format.ts';
import { ChoiceList, IntegrationPanel, ShownOnce } from './integrations-parts.tsx';
import type { PlannerTabProps } from './tab-props.ts';

const EVENT_LABELS: Record<WebhookEvent, () => string> = {
  'assignment.changed': () => MESSAGES.webhookEventAssignmentChanged,
  checkin: () => MESSAGES.webhookEventCheckin,
  'station.understaffed': () => MESSAGES.webhookEventUnderstaffed,
  'quarter.changed': () => MESSAGES.webhookEventQuarterChanged,
  'plan.applied': () => MESSAGES.webhookEventPlanApplied,
};

const STATUS: Record<WebhookDelivery['status'], { text: () => string; className: string }> = {
  pending: { text: () => MESSAGES.webhookStatusPending, className: 'text-amber-900' },
  delivered: { text: () => MESSAGES.webhookStatusDelivered, className: 'text-green-800' },
  failed: { text: () => MESSAGES.webhookStatusFailed, className: 'text-red-800' },
};

/**
 * Issue 30 (decision 167): an ADMIN's webhook endpoints. Adding one shows its signing secret
 * once; each endpoint lists its latest deliveries (status, attempts, last error) with Redeliver,
 * and can be removed after a question.
 */
export function WebhooksPanel({ centerId, timeZone }: Pick<PlannerTabProps, 'centerId' | 'timeZone'>) {
  const webhooks = useWebhooks(centerId);
  const queryClient = useQueryClient();
  const action = useAsyncAction();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['assignment.changed']);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(centerId) });

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const endpoint = await createWebhook({ url, events, centerId });
      setCreated({ url: endpoint.url, secret: endpoint.secret });
      setUrl('');
      await reload();
    }, MESSAGES.webhookCreateFailed);
  };

  return (
    <IntegrationPanel
      id="webhooks-title"
      title={MESSAGES.webhooksTitle}
      intro={MESSAGES.webhooksIntro}
      items={webhooks}
      loadFailed={MESSAGES.webhooksLoadFailed}
      empty={MESSAGES.noWebhooks}
      shownOnce={
        created && (
          <ShownOnce
            notice={MESSAGES.webhookSecretShownOnce}
            label={created.url}
            secret={created.secret}
            copyLabel={MESSAGES.copySecret}
            copiedLabel={MESSAGES.apiTokenCopied}
          />
        )
      }
      fields={
        <>
          <TextField label={MESSAGES.webhookUrlField} type="url" value={url} onChange={(event) => setUrl(event.target.value)} className="max-w-xl" />
          <ChoiceList
            legend={MESSAGES.webhookEvents}
            choices={WEBHOOK_EVENTS}
            labelOf={(event) => EVENT_LABELS[event]()}
            chosen={events}
            onChange={setEvents}
          />
        </>
      }
      submitLabel={MESSAGES.addWebhook}
      onSubmit={handleCreate}
      action={action}
      removal={{
        isAsking: removing !== null,
        onCancel: () => setRemoving(null),
        title: MESSAGES.removeWebhookTitle,
        confirmLabel: MESSAGES.removeLabel,
        question: MESSAGES.removeWebhookWarning(removing?.url ?? ''),
        failedText: MESSAGES.webhookDeleteFailed,
        run: async () => {
          await deleteWebhook(removing!.id, centerId);
          await reload();
        },
      }}
    >
      {(list) =>
        list.map((endpoint) => (
          <article key={endpoint.id} aria-label={endpoint.url} className="mt-3 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono text-sm break-all text-ink">{endpoint.url}</p>
                <p className="font-mono text-xs text-slate-700">{endpoint.events.join(', ')}</p>
              </div>
              <Button type="button" variant="secondary" onClick={() => setRemoving(endpoint)} aria-label={MESSAGES.removeWebhook(endpoint.url)}>
                {MESSAGES.removeLabel}
              </Button>
            </div>
            {endpoint.deliveries.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{MESSAGES.noDeliveries}</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{MESSAGES.webhookDeliveriesOf(endpoint.url)}</caption>
                  <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        {MESSAGES.webhookColumnEvent}
                      </th>
                      <th scope="col" className="px-2 py-1">
                        {MESSAGES.apiTokenColumnStatus}
                      </th>
                      <th scope="col" className="hidden px-2 py-1 sm:table-cell">
                        {MESSAGES.webhookColumnAttempts}
                      </th>
                      <th scope="col" className="hidden px-2 py-1 md:table-cell">
                        {MESSAGES.webhookColumnLastError}
                      </th>
                      <th scope="col" className="hidden px-2 py-1 sm:table-cell">
                        {MESSAGES.webhookColumnLastAttempt}
                      </th>
                      <th scope="col" className="px-2 py-1">
                        <span className="sr-only">{MESSAGES.redeliver}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {endpoint.deliveries.map((delivery) => {
                      const when = formatAuditTime(delivery.created_at, timeZone);
                      return (
                        <tr key={delivery.id}>
                          <td className="px-2 py-1">
                            <span className="block font-mono text-xs text-ink">{delivery.event_type}</span>
                            <span className="block text-xs text-slate-700 tabular-nums">{when}</span>
                          </td>
                          <td className={`px-2 py-1 font-medium ${STATUS[delivery.status].className}`}>{STATUS[delivery.status].text()}</td>
                          <td className="hidden px-2 py-1 tabular-nums sm:table-cell">{delivery.attempts}</td>
                          <td className="hidden px-2 py-1 text-xs break-all text-slate-700 md:table-cell">{delivery.last_error ?? ''}</td>
                          <td className="hidden px-2 py-1 whitespace-nowrap text-slate-700 tabular-nums sm:table-cell">
                            {delivery.last_attempt_at ? formatAuditTime(delivery.last_attempt_at, timeZone) : ''}
                          </td>
                          <td className="px-2 py-1 text-right">
                            <Button
                              type="button"
                              variant="secondary"
                              disabled={action.isRunning}
                              aria-label={MESSAGES.redeliverOf(delivery.event_type, when)}
                              onClick={() =>
                                void action.run(async () => {
                                  await redeliverWebhook(endpoint.id, delivery.id, centerId);
                                  await reload();
                                }, MESSAGES.webhookRedeliverFailed)
                              }
                            >
                              {MESSAGES.redeliver}
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        ))
      }
    </IntegrationPanel>
  );
}
