/** Spec 2 §7 employee calls beyond the map's: one employee, edit, delete, assignments, history. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { employeeUpdateSchema } from '@stationboard/domain/schemas/employee';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema, employeeSchema } from '@stationboard/domain/schemas/floor-map';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import * as s from '../../db/schema.ts';
import { auditedEmployee, writeAudit } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { selectAssignments, toAssignment } from '../../floor/assignment-row.ts';
import { toEmployee, withSkills } from '../../floor/employee-row.ts';
import { checkSkillIds, readHeldSkills, replaceEmployeeSkills } from '../../floor/skills.ts';

const params = z.object({ id: idSchema });

export const employeeRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadEmployee(request: FastifyRequest, id: string) {
    const [employee] = await db.select().from(s.employees).where(eq(s.employees.id, id));
    if (!employee) throw new AppError('NOT_FOUND', 'Employee not found');
    actingCenterId(request, employee.fulfillmentCenterId);
    return employee;
  }

  app.get(
    '/employees/:id',
    { config: { access: { minimum: 'VIEW' } }, schema: { tags: ['employees'], summary: 'One employee', params, response: { 200: envelopeSchema(employeeSchema) } } },
    async (request) => ok((await withSkills(db, [toEmployee(await loadEmployee(request, request.params.id))]))[0]!),
  );

  app.get(
    '/employees/:id/assignments',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['employees'],
        summary: "The employee's assignments on a date",
        params,
        querystring: z.object({ assignment_date: dateSchema }),
        response: { 200: envelopeSchema(z.array(assignmentSchema)) },
      },
    },
    async (request) => {
      const employee = await loadEmployee(request, request.params.id);
      const rows = await selectAssignments(db).where(and(eq(s.assignments.employeeId, employee.id), eq(s.assignments.assignmentDate, request.query.assignment_date)));
      return ok(rows.map(toAssignment));
    },
  );

  app.get(
    '/employees/:id/history',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['employees'],
        summary: "The employee's assignments, newest first, paged",
        params,
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(1000).default(20) }),
        response: { 200: envelopeSchema(pagedSchema(assignmentSchema)) },
      },
    },
    async (request) => {
      const employee = await loadEmployee(request, request.params.id);
      const { page, limit } = request.query;
      const where = eq(s.assignments.employeeId, employee.id);
      const [rows, [total]] = await Promise.all([
        selectAssignments(db).where(where).orderBy(desc(s.assignments.assignmentDate), desc(s.assignments.createdAt)).limit(limit).offset((page - 1) * limit),
        db.select({ n: count() }).from(s.assignments).where(where),
      ]);
      const n = total?.n ?? 0;
      return ok({ data: rows.map(toAssignment), total: n, page, limit, totalPages: Math.ceil(n / limit) });
    },
  );

  app.put(
    '/employees/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['employees'], summary: 'Edit an employee, or activate/deactivate', params, body: employeeUpdateSchema, response: { 200: envelopeSchema(employeeSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const before = await loadEmployee(request, request.params.id);
      actingCenterId(request, request.body.fulfillment_center_id);
      const b = request.body;
      const changes = {
        ...(b.name !== undefined && { name: b.name }),
        ...(b.employee_id !== undefined && { employeeId: b.employee_id }),
        ...(b.department_id !== undefined && { departmentId: b.department_id }),
        ...(b.badge_barcode_id !== undefined && { badgeBarcodeId: b.badge_barcode_id }),
        ...(b.employee_uid !== undefined && { employeeUid: b.employee_uid }),
        ...(b.preferred_language !== undefined && { preferredLanguage: b.preferred_language }),
        ...(b.is_active !== undefined && { isActive: b.is_active }),
      };
      const updated = await db.transaction(async (tx) => {
        const [row] = Object.keys(changes).length > 0 ? await tx.update(s.employees).set(changes).where(eq(s.employees.id, before.id)).returning() : [before];
        const oldValues: Record<string, unknown> = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof typeof before]]));
        const newValues: Record<string, unknown> = { ...changes };
        if (b.skills !== undefined) {
          await checkSkillIds(tx, before.fulfillmentCenterId, b.skills.map((skill) => skill.skill_id));
          oldValues.skills = (await readHeldSkills(tx, before.id)).map((skill) => ({ ...skill }));
          await replaceEmployeeSkills(tx, before.id, b.skills);
          newValues.skills = b.skills;
        }
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'employees',
          recordId: before.id,
          ...auditedEmployee(row!),
          oldValues,
          newValues,
          createdBy: actor.employeeId,
        });
        return row!;
      });
      return ok((await withSkills(db, [toEmployee(updated)]))[0]!, 'Employee saved');
    },
  );

  app.delete(
    '/employees/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['employees'], summary: 'Delete an employee with their assignments', params, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const employee = await loadEmployee(request, request.params.id);
      await db.transaction((tx) =>
        deleteWithCascade(
          tx,
          { table: s.employees, where: eq(s.employees.id, employee.id), assignmentsWhere: eq(s.assignments.employeeId, employee.id) },
          {
            fulfillmentCenterId: employee.fulfillmentCenterId,
            tableName: 'employees',
            recordId: employee.id,
            ...auditedEmployee(employee),
            oldValues: { name: employee.name, employee_id: employee.employeeId },
            createdBy: actor.employeeId,
          },
        ),
      );
      return ok(null, 'Employee deleted');
    },
  );
};
