import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { skillInputSchema, type Skill } from '@stationboard/domain/schemas/skill';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { createSkill, deleteSkill, renameSkill, skillsQueryOptions, useSkills } from '../../../lib/api/skills.ts';
import type { PlannerTabProps } from './tab-props.ts';

/**
 * Issue 15 (decision 131): the center's skills and certifications. ADMIN+ adds, renames and
 * deletes them; stations require them (Stations tab) and people hold them (Employees tab).
 */
export function SkillsTab({ centerId, role }: PlannerTabProps) {
  const canEdit = hasMinimumRole(role, 'ADMIN');
  const skills = useSkills(centerId);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<Skill | null>(null);
  const action = useAsyncAction();
  const reload = () => queryClient.invalidateQueries({ queryKey: skillsQueryOptions(centerId).queryKey });

  function checked(value: string): string | null {
    const parsed = skillInputSchema.safeParse({ name: value });
    if (parsed.success) return parsed.data.name;
    action.setError(parsed.error.issues[0]?.message ?? MESSAGES.skillNameRequired);
    return null;
  }

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const valid = checked(name);
    if (valid === null) return;
    void action.run(async () => {
      await createSkill({ name: valid, centerId });
      setName('');
      await reload();
    }, MESSAGES.skillSaveFailed);
  }

  function handleRename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const valid = checked(editing.name);
    if (valid === null) return;
    void action.run(async () => {
      await renameSkill({ skillId: editing.id, name: valid, centerId });
      setEditing(null);
      await reload();
    }, MESSAGES.skillSaveFailed);
  }

  async function remove(skill: Skill) {
    try {
      await deleteSkill(skill.id);
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.skillDeleteFailed), { cause: caught });
    }
    await reload();
  }

  return (
    <section aria-labelledby="skills-title" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="skills-title" className="text-lg font-semibold text-ink">
        {MESSAGES.skillsTitle}
      </h2>
      {skills.error && (
        <Alert tone="error" className="mt-3">
          {failureText(skills.error, MESSAGES.skillsLoadFailed)}
        </Alert>
      )}
      {!skills.data && !skills.error && <Spinner className="mt-3 text-ink-muted" />}
      {skills.data && skills.data.length === 0 && <p className="mt-3 text-sm text-ink-muted">{MESSAGES.noSkills}</p>}
      {skills.data && skills.data.length > 0 && (
        <ul aria-label={MESSAGES.skillsTitle} className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {skills.data.map((skill) => (
            <li key={skill.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              {editing?.id === skill.id ? (
                <form onSubmit={handleRename} className="flex flex-1 items-end gap-2">
                  <TextField
                    autoFocus
                    label={MESSAGES.skillNameField}
                    value={editing.name}
                    onChange={(event) => setEditing({ id: skill.id, name: event.target.value })}
                    className="flex-1"
                  />
                  <Button type="submit" disabled={action.isRunning}>
                    {MESSAGES.save}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
                    {MESSAGES.cancel}
                  </Button>
                </form>
              ) : (
                <>
                  <span className="font-medium text-ink">{skill.name}</span>
                  {canEdit && (
                    <span className="flex items-center gap-1">
                      <button
                        type="button"
                        aria-label={MESSAGES.renameSkill(skill.name)}
                        onClick={() => setEditing({ id: skill.id, name: skill.name })}
                        className="rounded p-1 text-slate-600 hover:bg-slate-100"
                      >
                        <Pencil aria-hidden className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={MESSAGES.deleteSkill(skill.name)}
                        onClick={() => setRemoving(skill)}
                        className="rounded p-1 text-slate-600 hover:bg-red-50 hover:text-red-700"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    </span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={handleAdd} className="mt-3 flex items-end gap-2">
          <TextField label={MESSAGES.skillNameField} value={name} onChange={(event) => setName(event.target.value)} className="flex-1" />
          <Button type="submit" disabled={action.isRunning}>
            {MESSAGES.addSkill}
          </Button>
        </form>
      )}
      {action.error && (
        <Alert tone="error" className="mt-3">
          {action.error}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={MESSAGES.deleteSkillTitle}
        confirmLabel={MESSAGES.deleteLabel}
        onConfirm={() => remove(removing!)}
      >
        {MESSAGES.deleteSkillWarning(removing?.name ?? '')}
      </ConfirmDialog>
    </section>
  );
}
