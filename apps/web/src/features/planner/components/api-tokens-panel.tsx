import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_SCOPES, type ApiToken, type TokenScope } from '@stationboard/domain/schemas/api-token';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { formatAuditTime } from './audit-format.ts';
import { ChoiceList, IntegrationPanel, ShownOnce } from './integrations-parts.tsx';
import type { PlannerTabProps } from './tab-props.ts';
import { createApiToken, revokeApiToken, useApiTokens } from '../api/api-tokens.ts';

const SCOPE_LABELS: Record<TokenScope, () => string> = {
  'plan:read': () => MESSAGES.apiTokenScopePlanRead,
  'demand:write': () => MESSAGES.apiTokenScopeDemandWrite,
  'roster:write': () => MESSAGES.apiTokenScopeRosterWrite,
  'events:read': () => MESSAGES.apiTokenScopeEventsRead,
};

/**
 * Issue 30 (decision 166): an ADMIN's tokens for the center's other systems. A new token's
 * secret is shown once, with a copy button; revoking asks first and is at once.
 */
export function ApiTokensPanel({ centerId, timeZone }: Pick<PlannerTabProps, 'centerId' | 'timeZone'>) {
  const tokens = useApiTokens(centerId);
  const queryClient = useQueryClient();
  const action = useAsyncAction();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['plan:read']);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens(centerId) });

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const token = await createApiToken({ name, scopes, centerId });
      setCreated({ name: token.name, token: token.token });
      setName('');
      await reload();
    }, MESSAGES.apiTokenCreateFailed);
  };

  return (
    <IntegrationPanel
      id="api-tokens-title"
      title={MESSAGES.apiTokensTitle}
      intro={MESSAGES.apiTokensIntro}
      items={tokens}
      loadFailed={MESSAGES.apiTokensLoadFailed}
      empty={MESSAGES.noApiTokens}
      shownOnce={
        created && (
          <ShownOnce
            notice={MESSAGES.apiTokenShownOnce}
            label={created.name}
            secret={created.token}
            copyLabel={MESSAGES.copyApiToken}
            copiedLabel={MESSAGES.apiTokenCopied}
          />
        )
      }
      fields={
        <>
          <TextField label={MESSAGES.apiTokenNameField} value={name} onChange={(event) => setName(event.target.value)} className="max-w-sm" />
          <ChoiceList legend={MESSAGES.apiTokenScopes} choices={TOKEN_SCOPES} labelOf={(scope) => SCOPE_LABELS[scope]()} chosen={scopes} onChange={setScopes} />
        </>
      }
      submitLabel={MESSAGES.createApiToken}
      onSubmit={handleCreate}
      action={action}
      removal={{
        isAsking: revoking !== null,
        onCancel: () => setRevoking(null),
        title: MESSAGES.revokeApiTokenTitle,
        confirmLabel: MESSAGES.revokeLabel,
        question: MESSAGES.revokeApiTokenWarning(revoking?.name ?? ''),
        failedText: MESSAGES.apiTokenRevokeFailed,
        run: async () => {
          await revokeApiToken(revoking!.id, centerId);
          await reload();
        },
      }}
    >
      {(list) => (
        <div className="mt-3 overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{MESSAGES.apiTokensTitle}</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {MESSAGES.apiTokenColumnName}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {MESSAGES.apiTokenColumnToken}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {MESSAGES.apiTokenColumnCreatedBy}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {MESSAGES.apiTokenColumnLastUsed}
                </th>
                <th scope="col" className="px-3 py-2">
                  {MESSAGES.apiTokenColumnStatus}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((token) => (
                <tr key={token.id}>
                  <td className="px-3 py-2">
                    <span className="block font-medium text-ink">{token.name}</span>
                    <span className="block font-mono text-xs text-slate-700">{token.scopes.join(', ')}</span>
                  </td>
                  <td className="hidden px-3 py-2 font-mono text-xs text-slate-700 sm:table-cell">{token.hint}…</td>
                  <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{token.created_by}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap text-slate-700 tabular-nums sm:table-cell">
                    {token.last_used_at ? formatAuditTime(token.last_used_at, timeZone) : MESSAGES.apiTokenNeverUsed}
                  </td>
                  <td className="px-3 py-2">
                    {token.revoked_at ? (
                      <span className="text-slate-700">{MESSAGES.apiTokenRevoked}</span>
                    ) : (
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <span className="text-green-800">{MESSAGES.apiTokenActive}</span>
                        <Button type="button" variant="secondary" onClick={() => setRevoking(token)} aria-label={MESSAGES.revokeApiToken(token.name)}>
                          {MESSAGES.revokeLabel}
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </IntegrationPanel>
  );
}
