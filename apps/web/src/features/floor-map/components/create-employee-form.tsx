import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { employeeCreateSchema } from '@stationboard/domain/schemas/employee';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export type CreateEmployeeFormProps = {
  initialName: string;
  isBusy: boolean;
  onSubmit: (name: string, alias: string) => void;
  onCancel: () => void;
};

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-600';

/** The popover's 'Create "<term>"' form (spec 1 §2): a name, an optional alias, Create & Assign. */
export function CreateEmployeeForm({ initialName, isBusy, onSubmit, onCancel }: CreateEmployeeFormProps) {
  const [name, setName] = useState(initialName);
  const [alias, setAlias] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The same schema the server applies (spec 1 §5: a non-blank name, both trimmed).
    const parsed = employeeCreateSchema.safeParse({ name, employee_id: alias });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? MESSAGES.employeeNameRequired);
      return;
    }
    onSubmit(parsed.data.name, parsed.data.employee_id ?? '');
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
            setNameError(null);
          }}
          aria-invalid={nameError !== null}
          aria-describedby={nameError ? 'create-employee-name-error' : undefined}
          className={inputClass}
        />
      </label>
      {nameError && (
        <p id="create-employee-name-error" className="text-xs text-red-700">
          {nameError}
        </p>
      )}
      <label className="block text-xs font-medium text-slate-700">
        {MESSAGES.employeeAliasField}
        <input value={alias} onChange={(event) => setAlias(event.target.value)} className={inputClass} />
      </label>
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
