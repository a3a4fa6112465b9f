/**
 * Issue 29 (decision 160): the auto-plan's solve in a worker thread (lib/run-worker.ts), so the
 * seconds a large center's plan takes do not hold the event loop that answers everyone else.
 * Answers the plan and the scores of the day as it stands.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { autoPlan } from '@stationboard/domain/demand/auto-plan';
import { scorePlan } from '@stationboard/domain/demand/auto-plan-scores';
import type { AutoPlanInput } from '@stationboard/domain/demand/auto-plan-input';

const input = workerData as AutoPlanInput;
parentPort!.postMessage({ plan: autoPlan(input), before: scorePlan(input, input.assignments) });
