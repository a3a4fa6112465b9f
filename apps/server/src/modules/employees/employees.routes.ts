import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMPLOYEE_SORT_KEYS, sortEmployees } from '@stationboard/domain/employees/employee-sort';
import { rankEmployees } from '@stationboard/domain/employees/search-ranking';
import { employeeCreateSchema } from '@stationboard/domain/schemas/employee';
import { boundedText, TEXT_MAX_LENGTH } from '@stationboard/domain/schemas/form-fields';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { employeeSchema, type Employee } from '@stationboard/domain/schemas/employee-record';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { offRosterReason } from '@stationboard/domain/roster/roster';
import { SHIFT_PATTERN_FILTERS, SHIFTS } from '@stationboard/domain/roster/shift-pattern-presets';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { toEmployee, withSkills } from '../../floor/employee-row.ts';
import { rosterReasonsOf } from '../../floor/roster-standing.ts';
import { listEmployeesPage, listSearchCandidates } from './employees.repository.ts';
import { createEmployee } from './employees.service.ts';

const MAX_LIMIT = 1000;

const listQuery = z.object({
  fulfillment_center_id: idSchema.optional(),
  search: boundedText({ label: 'Search', max: TEXT_MAX_LENGTH.name }).optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(20),
  sort: z.enum(EMPLOYEE_SORT_KEYS).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** Decision 153: only people of this pattern (`none`: without one), or of this shift. */
  shift_pattern: z.enum(SHIFT_PATTERN_FILTERS).optional(),
  shift: z.enum(SHIFTS).optional(),
  /** Decision 153: a search ranks people on this operating day's roster (of `roster_shift`, when given) first, and says why each is on it or off. */
  roster_date: dateSchema.optional(),
  roster_shift: z.enum(SHIFTS).optional(),
});

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/employees',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['employees'],
        summary: "The center's employees, paged: by name, or with `search` ranked as spec 1 §5 says; `sort` orders the whole list by a column, blanks last",
        querystring: listQuery,
        response: { 200: envelopeSchema(pagedSchema(employeeSchema)) },
      },
    },
    async (request) => {
      const { search, is_active: isActive, page, limit, direction, roster_date: rosterDate } = request.query;
      const sort = request.query.sort ? { key: request.query.sort, direction } : null;
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const filter = { isActive, pattern: request.query.shift_pattern, shift: request.query.shift };
      if (search) {
        const candidates = await listSearchCandidates(db, centerId, filter);
        const reasons = rosterDate ? await rosterReasonsOf(db, centerId, candidates, rosterDate, request.query.roster_shift) : null;
        const reasonOf = (id: string) => reasons?.get(id) ?? 'not_scheduled';
        const isOnRoster = reasons ? (employee: Employee) => offRosterReason(employee, reasonOf(employee.id)) === null : undefined;
        // Sorting the matches keeps the ranking as the order among equal values.
        const ranked = sortEmployees(rankEmployees(candidates, search, Number.MAX_SAFE_INTEGER, isOnRoster), sort);
        const shown = await withSkills(db, ranked.slice((page - 1) * limit, page * limit));
        const data = reasons ? shown.map((employee) => ({ ...employee, roster_reason: reasonOf(employee.id) })) : shown;
        return ok({ data, total: ranked.length, page, limit, totalPages: Math.ceil(ranked.length / limit) });
      }
      const { rows, total } = await listEmployeesPage(db, centerId, { ...filter, page, limit, sort });
      return ok({ data: rows, total, page, limit, totalPages: Math.ceil(total / limit) });
    },
  );

  app.post(
    '/employees',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['employees'],
        summary: 'Create an employee (also "Create & Assign" on the map)',
        body: employeeCreateSchema,
        response: { 200: envelopeSchema(employeeSchema) },
      },
    },
    async (request) => {
      const employee = await createEmployee(db, request.body, actingOf(request, request.body.fulfillment_center_id));
      const [answer] = await withSkills(db, [toEmployee(employee)]);
      return ok(answer!, 'Employee created');
    },
  );
};
