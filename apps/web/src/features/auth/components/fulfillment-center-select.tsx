import { useId } from 'react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { usePublicFulfillmentCenters } from '../api/get-public-fulfillment-centers.ts';

/** Spec 1 §2 sign-up: the public center list, shown as 'name (code)'. */
export function FulfillmentCenterSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const id = useId();
  const centers = usePublicFulfillmentCenters({ enabled: true });

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {ENTRY_MESSAGES.fulfillmentCenterLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || !centers.isSuccess}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm outline-none focus:ring-2 focus:ring-focus disabled:bg-slate-100 disabled:text-ink-muted sm:text-sm"
      >
        {centers.isPending ? (
          <option value="">{ENTRY_MESSAGES.loadingFulfillmentCenters}</option>
        ) : (
          <>
            <option value="">{ENTRY_MESSAGES.selectFulfillmentCenter}</option>
            {centers.data?.map((center) => (
              <option key={center.id} value={center.id}>
                {ENTRY_MESSAGES.centerOption(center.name, center.code)}
              </option>
            ))}
          </>
        )}
      </select>
      {centers.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {ENTRY_MESSAGES.fulfillmentCentersFailed}
        </p>
      )}
    </div>
  );
}
