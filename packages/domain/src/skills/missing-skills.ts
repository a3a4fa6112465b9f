/**
 * Issue 15, skills and certifications: the one rule for whether a person may work a station
 * on a date. Both the manual assign route and the badge-scan engine call it.
 */

/** A skill a station requires, as both sides name it. */
export type RequiredSkill = { id: string; name: string };

/** A skill a person holds; `expires_on` (YYYY-MM-DD) is the last day it is valid, null = never expires. */
export type HeldSkill = { skill_id: string; expires_on: string | null };

/** The ids of the skills a person holds that are valid on `onDate`: never expiring, or expiring that day or later. */
export function validSkillIds(held: readonly HeldSkill[], onDate: string): Set<string> {
  return new Set(held.filter((h) => h.expires_on === null || h.expires_on >= onDate).map((h) => h.skill_id));
}

/**
 * The required skills a person lacks on `onDate` (YYYY-MM-DD, the assignment's date): not held
 * at all, or held with an expiry date before `onDate`. The expiry date is the LAST VALID DAY:
 * a skill expiring on the assignment date still counts; one that expired the day before does not.
 * In the order required, each once.
 */
export function missingSkills(required: readonly RequiredSkill[], held: readonly HeldSkill[], onDate: string): RequiredSkill[] {
  const valid = validSkillIds(held, onDate);
  const seen = new Set<string>();
  return required.filter((skill) => {
    if (valid.has(skill.id) || seen.has(skill.id)) return false;
    seen.add(skill.id);
    return true;
  });
}

/** Skill names, in the order given, as a message lists them: "Forklift, Hazmat". */
export function skillNameList(skills: readonly { name: string }[]): string {
  return skills.map((s) => s.name).join(', ');
}

/** Skill names are unique per center without regard to case: the key that decides it. */
export function skillNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** Bulk upload's `Skills` cell: semicolon-separated names, trimmed, blanks dropped, each once (by skillNameKey). */
export function parseSkillsCell(cell: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of cell.split(';')) {
    const name = raw.trim();
    if (!name || seen.has(skillNameKey(name))) continue;
    seen.add(skillNameKey(name));
    names.push(name);
  }
  return names;
}
