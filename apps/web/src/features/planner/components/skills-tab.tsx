import { useQueryClient } from '@tanstack/react-query';
import { skillInputSchema, type Skill } from '@stationboard/domain/schemas/skill';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createSkill, deleteSkill, renameSkill, useSkills } from '../../../lib/api/skills.ts';
import { NamedListEditor, type NamedListTexts } from './named-list-editor.tsx';
import type { PlannerTabProps } from './tab-props.ts';

const SKILL_TEXTS: NamedListTexts = {
  list: MESSAGES.skillsTitle,
  empty: MESSAGES.noSkills,
  loadFailed: MESSAGES.skillsLoadFailed,
  nameField: MESSAGES.skillNameField,
  add: MESSAGES.addSkill,
  addFailed: MESSAGES.skillSaveFailed,
  removeLabel: MESSAGES.deleteSkill,
  removeTitle: MESSAGES.deleteSkillTitle,
  removeConfirm: MESSAGES.deleteLabel,
  removeQuestion: MESSAGES.deleteSkillWarning,
  removeFailed: MESSAGES.skillDeleteFailed,
};

/**
 * Issue 15 (decision 131): the center's skills and certifications. ADMIN+ adds, renames and
 * deletes them; stations require them (Stations tab) and people hold them (Employees tab).
 */
export function SkillsTab({ centerId, role }: PlannerTabProps) {
  const skills = useSkills(centerId);
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="skills-title" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="skills-title" className="text-lg font-semibold text-ink">
        {MESSAGES.skillsTitle}
      </h2>
      <NamedListEditor<Skill>
        items={skills}
        nameOf={(skill) => skill.name}
        nameSchema={skillInputSchema.shape.name}
        canEdit={hasMinimumRole(role, 'ADMIN')}
        texts={SKILL_TEXTS}
        create={(name) => createSkill({ name, centerId })}
        remove={(skill) => deleteSkill(skill.id)}
        reload={() => queryClient.invalidateQueries({ queryKey: queryKeys.skills(centerId) })}
        rename={{
          fieldLabel: MESSAGES.skillNameField,
          buttonLabel: MESSAGES.renameSkill,
          failed: MESSAGES.skillSaveFailed,
          save: (skill, name) => renameSkill({ skillId: skill.id, name, centerId }),
        }}
      />
    </section>
  );
}
