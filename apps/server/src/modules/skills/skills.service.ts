/** Issue 15: adding, renaming and deleting a center's skills, each audited (decision 131). */
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { checkSkillNameFree } from '../../floor/skills.ts';
import { deleteSkill, insertSkill, updateSkillName, type SkillRow } from './skills.repository.ts';

/** 409 when the center has a skill of that name, without regard to case. */
export function addSkill(db: Db, name: string, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await checkSkillNameFree(tx, acting.centerId, name);
    const created = await insertSkill(tx, acting.centerId, name);
    await audit({ action: 'CREATE', tableName: 'skills', recordId: created.id, newValues: { name: created.name } });
    return created;
  });
}

export function renameSkill(db: Db, before: SkillRow, name: string, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await checkSkillNameFree(tx, before.fulfillmentCenterId, name, before.id);
    const updated = await updateSkillName(tx, before.id, name);
    await audit({ action: 'UPDATE', tableName: 'skills', recordId: before.id, oldValues: { name: before.name }, newValues: { name } });
    return updated;
  });
}

/** Stations stop requiring it and people stop holding it (the database's ON DELETE CASCADE). */
export function removeSkill(db: Db, before: SkillRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await deleteSkill(tx, before.id);
    await audit({ action: 'DELETE', tableName: 'skills', recordId: before.id, oldValues: { name: before.name } });
  });
}
