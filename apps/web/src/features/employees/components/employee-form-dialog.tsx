import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@stationboard/domain/i18n/languages';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { employeeCreateSchema, type EmployeeCreateInput } from '@stationboard/domain/schemas/employee';
import type { Employee } from '@stationboard/domain/schemas/floor-map';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createEmployee } from '../api/create-employee.ts';
import { updateEmployee } from '../api/update-employee.ts';

export type EmployeeFormDialogProps = {
  centerId: string;
  /** The employee to edit; null adds a new one. */
  employee: Employee | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => Promise<unknown>;
};

type Fields = { name: string; employee_id: string; department_id: string; badge_barcode_id: string; employee_uid: string; preferred_language: string };

const SELECT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';

const asText = (value: string | number | null) => (value === null ? '' : String(value));

const NUMBER_FIELDS = [
  { key: 'department_id', label: 'Department ID' },
  { key: 'badge_barcode_id', label: 'Badge Barcode ID' },
  { key: 'employee_uid', label: 'Employee UID' },
] as const;

/**
 * Spec 2 §2 Add Employee and Edit modals, checked with the API's own schema (spec 2 §5): the
 * name is required and trimmed, the numeric ids are whole numbers of at least 1, and a cleared
 * field is sent as null. The ids are typed as text so a wrong value reaches the check instead
 * of being blanked by the browser. Mounted while open, so each opening starts afresh.
 */
export function EmployeeFormDialog({ centerId, employee, onOpenChange, onSaved }: EmployeeFormDialogProps) {
  const [fields, setFields] = useState<Fields>({
    name: employee?.name ?? '',
    employee_id: employee?.employee_id ?? '',
    department_id: asText(employee?.department_id ?? null),
    badge_barcode_id: asText(employee?.badge_barcode_id ?? null),
    employee_uid: asText(employee?.employee_uid ?? null),
    preferred_language: employee?.preferred_language ?? '',
  });
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));
  const form = useFormSubmit({
    schema: employeeCreateSchema,
    values: { ...fields, fulfillment_center_id: centerId },
    invalidText: MESSAGES.employeeNameRequired,
    failedText: employee ? MESSAGES.employeeUpdateFailed : MESSAGES.createEmployeeFailed,
    save: async (input) => {
      await save(employee, input);
      await onSaved();
      onOpenChange(false);
    },
  });

  return (
    <FormModal form={form} title={employee ? 'Edit Employee' : 'Add Employee'} submitLabel={employee ? 'Save Changes' : 'Add Employee'} onOpenChange={onOpenChange}>
      <TextField label="Name *" value={fields.name} onChange={set('name')} autoComplete="off" autoFocus />
      <TextField label="Employee ID / alias" value={fields.employee_id} onChange={set('employee_id')} autoComplete="off" hint="The login name, optional" />
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map(({ key, label }) => (
          <TextField key={key} label={label} value={fields[key]} onChange={set(key)} inputMode="numeric" autoComplete="off" />
        ))}
      </div>
      <label className="block text-sm font-medium text-slate-800">
        Preferred language
        <select value={fields.preferred_language} onChange={set('preferred_language')} className={SELECT_CLASS}>
          <option value="">Not set</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span className="mt-1 block text-xs font-normal text-slate-500">The language a kiosk shows this person's scan result in</span>
      </label>
    </FormModal>
  );
}

async function save(employee: Employee | null, input: EmployeeCreateInput): Promise<void> {
  if (employee) await updateEmployee(employee.id, input);
  else await createEmployee(input);
}
