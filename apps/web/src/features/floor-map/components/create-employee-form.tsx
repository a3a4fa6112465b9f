import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { employeeCreateSchema } from '@stationboard/domain/schemas/employee';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { newUuid } from '../../../lib/new-uuid.ts';
import type { NewPerson } from '../api/create-and-assign.ts';

export type CreateEmployeeFormProps = {
  initialName: string;
  isBusy: boolean;
  onSubmit: (person: NewPerson) => void;
  onCancel: () => void;
};

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-600';

type FieldErrors = { name?: string; badge?: string };

/**
 * The popover's 'Create "<term>"' form (spec 1 §2): a name, an optional alias and (issue 25)
 * an optional badge number, then Create & Assign. The form is one intent to make one person:
 * its request id is made when it opens and sent with every press, so pressing again after a
 * failure never makes a second person (decision 137).
 */
export function CreateEmployeeForm({ initialName, isBusy, onSubmit, onCancel }: CreateEmployeeFormProps) {
  const [requestId] = useState(newUuid);
  const [name, setName] = useState(initialName);
  const [alias, setAlias] = useState('');
  const [badge, setBadge] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The same schema the server applies (spec 1 §5: a non-blank name, both trimmed; a whole-number badge).
    const parsed = employeeCreateSchema.safeParse({ name, employee_id: alias, badge_barcode_id: badge });
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ name: messageOf('name'), badge: messageOf('badge_barcode_id') });
      return;
    }
    onSubmit({ name: parsed.data.name, alias: parsed.data.employee_id ?? '', badge: badge.trim(), requestId });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label className="block text-xs font-medium text-slate-700">
        {MESSAGES.employeeNameField}
        <input
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((shown) => ({ ...shown, name: undefined }));
          }}
          aria-invalid={errors.name !== undefined}
          aria-describedby={errors.name ? 'create-employee-name-error' : undefined}
          className={inputClass}
        />
      </label>
      {errors.name && (
        <p id="create-employee-name-error" className="text-xs text-red-700">
          {errors.name}
        </p>
      )}
      <label className="block text-xs font-medium text-slate-700">
        {MESSAGES.employeeAliasField}
        <input value={alias} onChange={(event) => setAlias(event.target.value)} className={inputClass} />
      </label>
      <label className="block text-xs font-medium text-slate-700">
        {MESSAGES.badgeNumberField}
        <input
          inputMode="numeric"
          autoComplete="off"
          value={badge}
          onChange={(event) => {
            setBadge(event.target.value);
            setErrors((shown) => ({ ...shown, badge: undefined }));
          }}
          aria-invalid={errors.badge !== undefined}
          aria-describedby={errors.badge ? 'create-employee-badge-error' : undefined}
          className={inputClass}
        />
      </label>
      {errors.badge && (
        <p id="create-employee-badge-error" className="text-xs text-red-700">
          {errors.badge}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" className="px-3 py-1.5" onClick={onCancel} disabled={isBusy}>
          {MESSAGES.cancel}
        </Button>
        <Button type="submit" className="px-3 py-1.5" disabled={isBusy}>
          {isBusy && <Spinner className="size-4" />}
          {MESSAGES.createAndAssign}
        </Button>
      </div>
    </form>
  );
}
