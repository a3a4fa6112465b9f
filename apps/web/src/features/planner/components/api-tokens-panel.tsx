import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_SCOPES, type ApiToken, type TokenScope } from '@stationboard/domain/schemas/api-token';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { formatAuditTime } from './audit-format.ts';
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
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens(centerId) });

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const token = await createApiToken({ name, scopes, centerId });
      setCreated({ name: token.name, token: token.token });
      setCopied(false);
      setName('');
      await reload();
    }, MESSAGES.apiTokenCreateFailed);
  };

  const toggleScope = (scope: TokenScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  return (
    <section aria-labelledby="api-tokens-title" className="max-w-4xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="api-tokens-title" className="text-lg font-semibold text-ink">
        {MESSAGES.apiTokensTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{MESSAGES.apiTokensIntro}</p>

      {tokens.error && (
        <Alert tone="error" className="mt-3">
          {failureText(tokens.error, MESSAGES.apiTokensLoadFailed)}
        </Alert>
      )}
      {!tokens.data && !tokens.error && <Spinner className="mt-3 text-ink-muted" />}
      {tokens.data && tokens.data.length === 0 && <p className="mt-3 text-sm text-ink-muted">{MESSAGES.noApiTokens}</p>}
      {tokens.data && tokens.data.length > 0 && (
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
              {tokens.data.map((token) => (
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

      {created && (
        <Alert tone="success" className="mt-3">
          <p className="font-medium">{MESSAGES.apiTokenShownOnce}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <code aria-label={created.name} className="rounded bg-white px-2 py-1 font-mono text-xs break-all text-ink">
              {created.token}
            </code>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(created.token).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? MESSAGES.apiTokenCopied : MESSAGES.copyApiToken}
            </Button>
          </p>
        </Alert>
      )}

      <form onSubmit={handleCreate} className="mt-4 space-y-3">
        <TextField label={MESSAGES.apiTokenNameField} value={name} onChange={(event) => setName(event.target.value)} className="max-w-sm" />
        <fieldset>
          <legend className="text-sm font-medium text-ink">{MESSAGES.apiTokenScopes}</legend>
          <div className="mt-1 space-y-1">
            {TOKEN_SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={scopes.includes(scope)} onChange={(event) => toggleScope(scope, event.target.checked)} className="size-4" />
                {SCOPE_LABELS[scope]()}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={action.isRunning}>
          {action.isRunning && <Spinner className="size-4" />}
          {MESSAGES.createApiToken}
        </Button>
      </form>
      {action.error && (
        <Alert tone="error" className="mt-3">
          {action.error}
        </Alert>
      )}

      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={MESSAGES.revokeApiTokenTitle}
        confirmLabel={MESSAGES.revokeLabel}
        onConfirm={async () => {
          try {
            await revokeApiToken(revoking!.id, centerId);
          } catch (failure) {
            throw new Error(failureText(failure, MESSAGES.apiTokenRevokeFailed), { cause: failure });
          }
          await reload();
        }}
      >
        {MESSAGES.revokeApiTokenWarning(revoking?.name ?? '')}
      </ConfirmDialog>
    </section>
  );
}
