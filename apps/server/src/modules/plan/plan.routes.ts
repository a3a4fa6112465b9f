/**
 * The day plan API (issue 27, decision 146): the grid of an operating day for VIEW and up,
 * its whole-plan changes and their undo and redo for MANAGER and up, on the acting center.
 * A past day is read-only for a MANAGER and changed by an ADMIN with a reason (decision 147).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import {
  planActionAnswerSchema,
  planAutoAnswerSchema,
  planAutoInputSchema,
  planClearInputSchema,
  planCopyInputSchema,
  planPasteAnswerSchema,
  planPasteInputSchema,
  planQuerySchema,
  planRollForwardInputSchema,
  planSchema,
  planUndoAnswerSchema,
  planUndoInputSchema,
} from '@stationboard/domain/schemas/plan';
import { ok } from '../../lib/envelope.ts';
import { actingOf, pastDayPermitOf as permitOf } from '../../plugins/acting.ts';
import { requireActor } from '../../plugins/authorization.ts';
import { autoPlanDay } from './auto-plan.service.ts';
import { clearPlan, copyPlan, pastePlan, readPlan, replayStep, rollForwardPlan } from './plan.service.ts';

const MANAGER = { access: { minimum: 'MANAGER' } } as const;

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/plan',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['plan'],
        summary: 'The grid of an operating day in one call: its quarters in clock order, stations in map order, who works each cell, line counts',
        querystring: planQuerySchema,
        response: { 200: envelopeSchema(planSchema) },
      },
    },
    async (request) =>
      ok(await readPlan(db, actingOf(request, request.query.fulfillment_center_id), requireActor(request).role, request.query.date, app.clock())),
  );

  app.post(
    '/plan/paste',
    {
      config: MANAGER,
      schema: {
        tags: ['plan'],
        summary: 'Paste a block of cells (a name, login or badge number; empty clears): every cell that resolves in one step, the others listed with why',
        body: planPasteInputSchema,
        response: { 200: envelopeSchema(planPasteAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const answer = await pastePlan(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), body, app.clock());
      return ok(answer, body.dry_run ? 'Paste previewed' : 'Cells pasted');
    },
  );

  app.post(
    '/plan/copy',
    {
      config: MANAGER,
      schema: {
        tags: ['plan'],
        summary: "Copy a day's plan (or one quarter of it) onto other days, as one step",
        body: planCopyInputSchema,
        response: { 200: envelopeSchema(planActionAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const answer = await copyPlan(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), body, app.clock());
      return ok(answer, body.dry_run ? 'Copy previewed' : 'Plan copied');
    },
  );

  app.post(
    '/plan/roll-forward',
    {
      config: MANAGER,
      schema: {
        tags: ['plan'],
        summary: "Fill the later quarters of a quarter's shift from it by the rotation rules, as one step",
        body: planRollForwardInputSchema,
        response: { 200: envelopeSchema(planActionAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const answer = await rollForwardPlan(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), body, app.clock());
      return ok(answer, body.dry_run ? 'Roll forward previewed' : 'Plan rolled forward');
    },
  );

  app.post(
    '/plan/clear',
    {
      config: MANAGER,
      schema: {
        tags: ['plan'],
        summary: 'Clear a day, or one quarter of it, as one step',
        body: planClearInputSchema,
        response: { 200: envelopeSchema(planActionAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const answer = await clearPlan(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), body, app.clock());
      return ok(answer, body.dry_run ? 'Clear previewed' : 'Plan cleared');
    },
  );

  app.post(
    '/plan/auto',
    {
      config: MANAGER,
      schema: {
        tags: ['plan'],
        summary:
          "Fill the empty cells of quarters of an operating day to meet the required heads with the day's roster (critical stations first, skills, rotation, fair hours), as one step; with the plan's scores and each critical cell it could not fill",
        body: planAutoInputSchema,
        response: { 200: envelopeSchema(planAutoAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const answer = await autoPlanDay(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), body, app.clock());
      return ok(answer, body.dry_run ? 'Auto-plan previewed' : 'Auto-plan applied');
    },
  );

  for (const direction of ['undo', 'redo'] as const) {
    app.post(
      `/plan/${direction}`,
      {
        config: MANAGER,
        schema: {
          tags: ['plan'],
          summary: direction === 'undo' ? "Undo the caller's last plan step at the acting center" : "Redo the caller's last undone plan step",
          body: planUndoInputSchema,
          response: { 200: envelopeSchema(planUndoAnswerSchema) },
        },
      },
      async (request) => {
        const { body } = request;
        const answer = await replayStep(db, actingOf(request, body.fulfillment_center_id), permitOf(request, body.correction_reason), direction, app.clock());
        return ok(answer, direction === 'undo' ? 'Step undone' : 'Step redone');
      },
    );
  }
};
