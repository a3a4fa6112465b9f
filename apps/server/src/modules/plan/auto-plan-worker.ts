/**
 * Issue 29 (decision 160): the auto-plan's solve in a worker thread kept between calls
 * (lib/run-worker.ts, runInKeptWorker), so the seconds a large center's plan takes do not hold
 * the event loop that answers everyone else, and the solver's code stays compiled. Answers each
 * input with the plan and the scores of the day as it stands.
 */
import { parentPort } from 'node:worker_threads';
import { autoPlan } from '@stationboard/domain/demand/auto-plan';
import { scorePlan } from '@stationboard/domain/demand/auto-plan-scores';
import type { AutoPlanInput } from '@stationboard/domain/demand/auto-plan-input';

parentPort!.on('message', (input: AutoPlanInput) => parentPort!.postMessage({ plan: autoPlan(input), before: scorePlan(input, input.assignments) }));
