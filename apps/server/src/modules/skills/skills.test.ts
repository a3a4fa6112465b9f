/**
 * Issue 15, skills and certifications (decision 131): the skills CRUD per role and center, the
 * 409 refusal naming the missing skill, a MANAGER's override stored on the assignment and in
 * the audit row, expiry (the expiry date is the last valid day), the badge scan passing over a
 * station the person lacks skills for, and the bulk upload's Skills column.
 */
import { and, eq, sql } from 'drizzle-orm';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { assignPayload, buildFloor, TODAY, type Floor, floorDayClock } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { queryRows } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { runBadgeScan } from '../tv/badge-scan.service.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

async function data(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function addSkill(name: string): Promise<{ id: string; name: string }> {
  return data(f.call('ADMIN', 'POST', '/api/skills', { name }));
}

/** Forklift, required on 1-01. */
async function forkliftOn101() {
  const forklift = await addSkill('Forklift');
  await data(f.call('MANAGER', 'PUT', `/api/stations/${f.s1.id}`, { skill_ids: [forklift.id] }));
  return forklift;
}

async function audits(table: string) {
  return t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, table));
}

describe('skills of a center', () => {
  it('lets an ADMIN add, rename and delete skills, names unique without case, each change audited', async () => {
    const forklift = await addSkill('Forklift');
    await addSkill('Hazmat');
    const dup = await f.call('ADMIN', 'POST', '/api/skills', { name: ' forklift ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A skill named forklift already exists');
    expect(await data(f.call('ADMIN', 'PUT', `/api/skills/${forklift.id}`, { name: 'Forklift (reach)' }))).toMatchObject({ name: 'Forklift (reach)' });
    expect((await data(f.call('VIEW', 'GET', '/api/skills'))).map((skill: { name: string }) => skill.name)).toEqual(['Forklift (reach)', 'Hazmat']);
    await data(f.call('ADMIN', 'DELETE', `/api/skills/${forklift.id}`));
    expect((await audits('skills')).map((a) => a.action).sort()).toEqual(['CREATE', 'CREATE', 'DELETE', 'UPDATE']);
    expect((await f.call('ADMIN', 'POST', '/api/skills', { name: '  ' })).json().error).toBe('name: Skill name is required');
  });

  it('refuses skills CRUD below ADMIN, and another center', async () => {
    const forklift = await addSkill('Forklift');
    expect((await f.call('MANAGER', 'POST', '/api/skills', { name: 'Hazmat' })).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'PUT', `/api/skills/${forklift.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'DELETE', `/api/skills/${forklift.id}`)).statusCode).toBe(403);
    expect((await f.call('VIEW', 'POST', '/api/skills', { name: 'Hazmat' })).statusCode).toBe(403);
    expect((await f.call('ADMIN', 'POST', '/api/skills', { name: 'Hazmat', fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    const [theirs] = await t.database.db.insert(s.skills).values({ fulfillmentCenterId: f.otherCenterId, name: 'Crane' }).returning();
    expect((await f.call('ADMIN', 'PUT', `/api/skills/${theirs!.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await f.call('ADMIN', 'DELETE', `/api/skills/${theirs!.id}`)).statusCode).toBe(403);
    expect((await data(f.call('ADMIN', 'GET', '/api/skills'))).map((skill: { name: string }) => skill.name)).toEqual(['Forklift']);
  });

  it('puts required skills on a station and held skills on a person, and refuses another center skill ids', async () => {
    const forklift = await addSkill('Forklift');
    const [theirs] = await t.database.db.insert(s.skills).values({ fulfillmentCenterId: f.otherCenterId, name: 'Crane' }).returning();
    expect(await data(f.call('MANAGER', 'PUT', `/api/stations/${f.s1.id}`, { skill_ids: [forklift.id] }))).toMatchObject({
      required_skills: [{ id: forklift.id, name: 'Forklift' }],
    });
    expect(await data(f.call('VIEW', 'GET', `/api/stations/${f.s1.id}`))).toMatchObject({ required_skills: [{ name: 'Forklift' }] });
    const created = await data(
      f.call('MANAGER', 'POST', '/api/stations', { station_code: '1-09', station_type_id: f.s1.stationTypeId, skill_ids: [forklift.id] }),
    );
    expect(created.required_skills).toEqual([{ id: forklift.id, name: 'Forklift' }]);

    const saved = await data(f.call('MANAGER', 'PUT', `/api/employees/${f.ann.id}`, { skills: [{ skill_id: forklift.id, expires_on: '2027-01-31' }] }));
    expect(saved.skills).toEqual([{ skill_id: forklift.id, name: 'Forklift', expires_on: '2027-01-31' }]);
    expect((await data(f.call('VIEW', 'GET', `/api/employees/${f.ann.id}`))).skills).toEqual(saved.skills);
    const listed = await data(f.call('VIEW', 'GET', '/api/employees?limit=50'));
    expect(listed.data.find((e: { id: string }) => e.id === f.ann.id).skills).toEqual(saved.skills);
    const dee = await data(f.call('MANAGER', 'POST', '/api/employees', { name: 'Dee Fox', skills: [{ skill_id: forklift.id, expires_on: '' }] }));
    expect(dee.skills).toEqual([{ skill_id: forklift.id, name: 'Forklift', expires_on: null }]);

    for (const refused of [
      f.call('MANAGER', 'PUT', `/api/stations/${f.s1.id}`, { skill_ids: [theirs!.id] }),
      f.call('MANAGER', 'PUT', `/api/employees/${f.ann.id}`, { skills: [{ skill_id: theirs!.id }] }),
      f.call('MANAGER', 'POST', '/api/employees', { name: 'Eve Ray', skills: [{ skill_id: theirs!.id }] }),
    ]) {
      const res = await refused;
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('skill_ids: no such skill in this center');
    }
    expect(await data(f.call('VIEW', 'GET', `/api/stations/${f.s1.id}`))).toMatchObject({ required_skills: [{ name: 'Forklift' }] });
    expect(await t.database.db.select().from(s.employees).where(eq(s.employees.name, 'Eve Ray'))).toEqual([]);
  });
});

describe('assigning someone who lacks a required skill', () => {
  it('is refused 409 naming the missing skill, changing nothing', async () => {
    await forkliftOn101();
    const res = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Ann Lee lacks the skills 1-01 requires: Forklift',
      metadata: { type: 'MISSING_SKILLS', skills: [{ name: 'Forklift' }], stationCode: '1-01' },
    });
    expect(await t.database.db.select().from(s.assignments)).toEqual([]);
    // A station requiring nothing takes her as before.
    await data(f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.ann)));
  });

  it('goes through with a MANAGER override reason, stored on the assignment and in the audit row', async () => {
    await forkliftOn101();
    const blank = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, { ...assignPayload(f, f.s1, f.ann), override_reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('override_reason: Give a reason to assign anyway');
    const long = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, { ...assignPayload(f, f.s1, f.ann), override_reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);

    const assignment = await data(
      f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, {
        ...assignPayload(f, f.s1, f.ann),
        override_reason: 'Certified yesterday, card in the mail',
      }),
    );
    expect(assignment.override_reason).toBe('Certified yesterday, card in the mail');
    const [row] = await t.database.db.select().from(s.assignments);
    expect(row!.overrideReason).toBe('Certified yesterday, card in the mail');
    const [audit] = (await audits('assignments')).filter((a) => a.action === 'CREATE');
    expect(audit!.newValues).toMatchObject({ employee_id: f.ann.id, override_reason: 'Certified yesterday, card in the mail' });
    // The realtime announcement (assignment_json, generated from the assignment's fields) carries it as the API does.
    const [announced] = await queryRows<{ row: unknown }>(t.database.db, sql`select assignment_json(a) as row from assignments a`);
    const parsed = assignmentSchema.parse(typeof announced!.row === 'string' ? JSON.parse(announced!.row) : announced!.row);
    expect(parsed.override_reason).toBe('Certified yesterday, card in the mail');
    // The map shows the override on the card.
    const map = await data(f.call('VIEW', 'GET', `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`));
    expect(map.find((st: { id: string }) => st.id === f.s1.id).current_assignment).toMatchObject({
      employee_name: 'Ann Lee',
      override_reason: 'Certified yesterday, card in the mail',
    });
  });

  it('stores no reason when none was needed', async () => {
    await forkliftOn101();
    const assignment = await data(
      f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, { ...assignPayload(f, f.s2, f.ann), override_reason: 'Just in case' }),
    );
    expect(assignment.override_reason).toBeNull();
  });

  it('refuses a VIEW user the assignment and the override', async () => {
    await forkliftOn101();
    const res = await f.call('VIEW', 'POST', `/api/stations/${f.s1.id}/assign`, { ...assignPayload(f, f.s1, f.ann), override_reason: 'I say so' });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(s.assignments)).toEqual([]);
  });

  it('counts the expiry date as the last valid day: expired yesterday refused, expiring today allowed', async () => {
    const forklift = await forkliftOn101();
    await data(f.call('MANAGER', 'PUT', `/api/employees/${f.ann.id}`, { skills: [{ skill_id: forklift.id, expires_on: addDays(TODAY, -1) }] }));
    const expired = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().metadata).toMatchObject({ type: 'MISSING_SKILLS', skills: [{ id: forklift.id, name: 'Forklift' }] });

    await data(f.call('MANAGER', 'PUT', `/api/employees/${f.ann.id}`, { skills: [{ skill_id: forklift.id, expires_on: TODAY }] }));
    const assignment = await data(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann)));
    expect(assignment.override_reason).toBeNull();
  });
});

describe('the badge scan', () => {
  // 10:00 in Spokane on the fixture's day: Q1.
  const NOW = new Date(`${TODAY}T18:00:00Z`);
  const scan = (value: string) =>
    runBadgeScan(t.database.db, { value, centerId: f.centerId, quarterNumber: 1, mode: 'scan', actorEmployeeId: 'kiosk-1', now: NOW });

  it('passes over a station whose skills the person lacks, and the reason line says so', async () => {
    await forkliftOn101();
    const [item] = await scan('annlee');
    expect(item).toMatchObject({ station_name: '1-02', reason: { code: 'skills_skipped', from_station: '1-01', text: '1-01 skipped: skills missing' } });
    const [audit] = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'TV_BADGE_SCAN_ASSIGNMENT'));
    expect(audit!.newValues).toMatchObject({ reason: { code: 'skills_skipped' } });
  });

  it('gives the station to someone holding the skill on the date', async () => {
    const forklift = await forkliftOn101();
    await t.database.db.insert(s.employeeSkills).values({ employeeId: f.ann.id, skillId: forklift.id, expiresOn: TODAY });
    const [item] = await scan('annlee');
    expect(item).toMatchObject({ station_name: '1-01', reason: { code: 'line' } });
  });

  it('does not rotate someone on into a later station they lack the skills for', async () => {
    const forklift = await addSkill('Forklift');
    // 1-01 → 1-02: Ann gets 1-01 in Q1; 1-02 in Q2 needs Forklift.
    await t.database.db.insert(s.stationSkills).values({ stationId: f.s2.id, skillId: forklift.id });
    const items = await scan('annlee');
    expect(items[0]).toMatchObject({ station_name: '1-01' });
    expect(items[1]).toMatchObject({
      station_name: '1-02',
      message: '1-02 needs skills the person lacks; skipped',
      reason: { code: 'skills_skipped', from_station: '1-02' },
    });
    const q2 = await t.database.db
      .select()
      .from(s.assignments)
      .where(and(eq(s.assignments.employeeId, f.ann.id), eq(s.assignments.quarterId, f.q2.id)));
    expect(q2).toEqual([]);
  });
});

describe('the bulk upload Skills column', () => {
  const BOUNDARY = 'skills-upload';
  const upload = (csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/employees/bulk-upload',
      headers: { ...f.as('MANAGER'), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`,
    });
  const header = '"Employee ID","Employee Name (Last, First)","Skills"';

  async function skillsOf(uid: number) {
    const [employee] = await t.database.db.select().from(s.employees).where(eq(s.employees.employeeUid, uid));
    return (await data(f.call('VIEW', 'GET', `/api/employees/${employee!.id}`))).skills.map((skill: { name: string; expires_on: string | null }) => [
      skill.name,
      skill.expires_on,
    ]);
  }

  it('gives the named skills without case, reports an unknown name with its row, and a blank cell keeps the skills', async () => {
    const forklift = await addSkill('Forklift');
    await addSkill('Hazmat');
    const first = await upload(`${header}\n700001,"Lee, Ann","forklift; HAZMAT"\n700002,"Kim, Bob","Forklift;Crane"\n700003,"Moss, Cid",""`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, updated: 0, skipped: 1, errors: ['Row 3: Unknown skills: Crane'] });
    expect(await skillsOf(700001)).toEqual([
      ['Forklift', null],
      ['Hazmat', null],
    ]);
    expect(await skillsOf(700003)).toEqual([]);

    // Ann's Forklift gets an expiry in the form; a later file naming only Forklift keeps it and drops Hazmat; a blank cell keeps all.
    const [ann] = await t.database.db.select().from(s.employees).where(eq(s.employees.employeeUid, 700001));
    await t.database.db
      .update(s.employeeSkills)
      .set({ expiresOn: '2027-03-01' })
      .where(and(eq(s.employeeSkills.employeeId, ann!.id), eq(s.employeeSkills.skillId, forklift.id)));
    await data(upload(`${header}\n700001,"Lee, Ann","Forklift"\n700003,"Moss, Cid","Hazmat"`));
    expect(await skillsOf(700001)).toEqual([['Forklift', '2027-03-01']]);
    expect(await skillsOf(700003)).toEqual([['Hazmat', null]]);
    await data(upload(`${header}\n700001,"Lee, Ann",""`));
    expect(await skillsOf(700001)).toEqual([['Forklift', '2027-03-01']]);
  });
});
