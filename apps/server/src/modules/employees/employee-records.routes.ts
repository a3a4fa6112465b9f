/** Spec 2 §7 employee calls beyond the map's: one employee, edit, delete, assignments, history. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { employeeUpdateSchema } from '@stationboard/domain/schemas/employee';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { employeeSchema } from '@stationboard/domain/schemas/employee-record';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findEmployee, toEmployee, withSkills } from '../../floor/employee-row.ts';
import { listEmployeeAssignments, listEmployeeHistory } from './employees.repository.ts';
import { deleteEmployee, editEmployee } from './employees.service.ts';

const params = z.object({ id: idSchema });

export const employeeRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadEmployee(request: FastifyRequest, id: string) {
    const employee = await findEmployee(db, id);
    if (!employee) throw new AppError('NOT_FOUND', 'Employee not found');
    actingCenterId(request, employee.fulfillmentCenterId);
    return employee;
  }

  app.get(
    '/employees/:id',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: { tags: ['employees'], summary: 'One employee', params, response: { 200: envelopeSchema(employeeSchema) } },
    },
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
      return ok(await listEmployeeAssignments(db, employee.id, request.query.assignment_date));
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
      const { rows, total } = await listEmployeeHistory(db, employee.id, page, limit);
      return ok({ data: rows, total, page, limit, totalPages: Math.ceil(total / limit) });
    },
  );

  app.put(
    '/employees/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['employees'],
        summary: 'Edit an employee, or activate/deactivate',
        params,
        body: employeeUpdateSchema,
        response: { 200: envelopeSchema(employeeSchema) },
      },
    },
    async (request) => {
      const before = await loadEmployee(request, request.params.id);
      const updated = await editEmployee(db, before, request.body, actingOf(request, request.body.fulfillment_center_id));
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
      const employee = await loadEmployee(request, request.params.id);
      await deleteEmployee(db, employee, actingOf(request));
      return ok(null, 'Employee deleted');
    },
  );
};
