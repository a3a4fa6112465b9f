import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@stationboard/domain/i18n/languages';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { employeeCreateSchema, type EmployeeCreateInput } from '@stationboard/domain/schemas/employee';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createEmployee } from '../api/create-employee.ts';
import { initialPatternFields, patternRequest, type PatternFields } from './shift-pattern-form.ts';
import { ShiftPatternFields } from './shift-pattern-fields.tsx';
import { updateEmployee } from '../api/update-employee.ts';
import type { Skill } from '@stationboard/domain/schemas/skill';

export type EmployeeFormDialogProps = {
  centerId: string;
  /** The employee to edit; null adds a new one. */
  employee: Employee | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => Promise<unknown>;
  /** Issue 15: the center's skills, to tick the ones the person holds; none shown while absent. */
  centerSkills?: readonly Skill[] | undefined;
};

type Fields = { name: string; employee_id: string; department_id: string; badge_barcode_id: string; employee_uid: string; preferred_language: string };

const SELECT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';

const asText = (value: string | number | null) => (value === null ? '' : String(value));

// Labels read when shown, so they are in the language of that moment.
const NUMBER_FIELDS = [
  { key: 'department_id', label: () => MESSAGES.columnDepartmentId },
  { key: 'badge_barcode_id', label: () => MESSAGES.columnBadgeBarcodeId },
  { key: 'employee_uid', label: () => MESSAGES.columnEmployeeUid },
] as const;

/**
 * Spec 2 §2 Add Employee and Edit modals, checked with the API's own schema (spec 2 §5): the
 * name is required and trimmed, the numeric ids are whole numbers of at least 1, and a cleared
 * field is sent as null. The ids are typed as text so a wrong value reaches the check instead
 * of being blanked by the browser. Mounted while open, so each opening starts afresh.
 */
export function EmployeeFormDialog({ centerId, employee, onOpenChange, onSaved, centerSkills }: EmployeeFormDialogProps) {
  const [fields, setFields] = useState<Fields>({
    name: employee?.name ?? '',
    employee_id: employee?.employee_id ?? '',
    department_id: asText(employee?.department_id ?? null),
    badge_barcode_id: asText(employee?.badge_barcode_id ?? null),
    employee_uid: asText(employee?.employee_uid ?? null),
    preferred_language: employee?.preferred_language ?? '',
  });
  // Issue 15: the skills the person holds, each with an optional expiry date (the last valid day); null until changed.
  const [held, setHeld] = useState<{ skill_id: string; expires_on: string }[] | null>(null);
  const shownHeld = held ?? (employee?.skills ?? []).map((skill) => ({ skill_id: skill.skill_id, expires_on: skill.expires_on ?? '' }));
  const toggleSkill = (id: string, on: boolean) =>
    setHeld(on ? [...shownHeld, { skill_id: id, expires_on: '' }] : shownHeld.filter((skill) => skill.skill_id !== id));
  const setExpiry = (id: string, date: string) => setHeld(shownHeld.map((skill) => (skill.skill_id === id ? { ...skill, expires_on: date } : skill)));
  // Decision 153: the shift pattern, sent whole once changed; null until then, like the skills.
  const [pattern, setPattern] = useState<PatternFields | null>(null);
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));
  const form = useFormSubmit({
    schema: employeeCreateSchema,
    values: { ...fields, ...(pattern !== null && patternRequest(pattern)), fulfillment_center_id: centerId, ...(held !== null && { skills: held }) },
    invalidText: MESSAGES.employeeNameRequired,
    failedText: employee ? MESSAGES.employeeUpdateFailed : MESSAGES.createEmployeeFailed,
    save: async (input) => {
      await save(employee, input);
      await onSaved();
      onOpenChange(false);
    },
  });

  return (
    <FormModal
      form={form}
      title={employee ? MESSAGES.editEmployee : MESSAGES.addEmployee}
      submitLabel={employee ? MESSAGES.saveChanges : MESSAGES.addEmployee}
      onOpenChange={onOpenChange}
    >
      <TextField label={MESSAGES.nameRequiredLabel} value={fields.name} onChange={set('name')} autoComplete="off" autoFocus />
      <TextField
        label={MESSAGES.employeeIdAliasLabel}
        value={fields.employee_id}
        onChange={set('employee_id')}
        autoComplete="off"
        hint={MESSAGES.employeeIdAliasHint}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map(({ key, label }) => (
          <TextField key={key} label={label()} value={fields[key]} onChange={set(key)} inputMode="numeric" autoComplete="off" />
        ))}
      </div>
      <label className="block text-sm font-medium text-slate-800">
        {MESSAGES.preferredLanguageLabel}
        <select value={fields.preferred_language} onChange={set('preferred_language')} className={SELECT_CLASS}>
          <option value="">{MESSAGES.notSet}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span className="mt-1 block text-xs font-normal text-slate-500">{MESSAGES.preferredLanguageHint}</span>
      </label>
      <ShiftPatternFields fields={pattern ?? initialPatternFields(employee)} onChange={setPattern} />
      {centerSkills && centerSkills.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{MESSAGES.employeeSkillsField}</legend>
          <ul className="mt-1 space-y-1">
            {centerSkills.map((skill) => {
              const holding = shownHeld.find((h) => h.skill_id === skill.id);
              return (
                <li key={skill.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <label className="flex min-w-32 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={holding !== undefined}
                      onChange={(event) => toggleSkill(skill.id, event.target.checked)}
                      className="size-4 rounded border-slate-300"
                    />
                    {skill.name}
                  </label>
                  {holding && (
                    <label className="flex items-center gap-2 text-xs text-slate-600">
                      {MESSAGES.skillExpiresOn(skill.name)}
                      <input
                        type="date"
                        value={holding.expires_on}
                        onChange={(event) => setExpiry(skill.id, event.target.value)}
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm text-ink"
                      />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </FormModal>
  );
}

async function save(employee: Employee | null, input: EmployeeCreateInput): Promise<void> {
  if (employee) await updateEmployee(employee.id, input);
  else await createEmployee(input);
}
