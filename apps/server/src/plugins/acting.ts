/**
 * The acting center and user of a request, as the audit rows of its change name them
 * (decision 139). Naming another center than the acting one is refused, as actingCenterId does.
 */
import type { FastifyRequest } from 'fastify';
import type { PastDayPermit } from '@stationboard/domain/plan/past-days';
import type { Acting } from '../lib/audit.ts';
import { actingCenterId, requireActor } from './authorization.ts';

export function actingOf(request: FastifyRequest, named?: string | null): Acting {
  return { centerId: actingCenterId(request, named), employeeId: requireActor(request).employeeId };
}

/** The caller's role and the reason they gave to change a past operating day (decision 147). */
export function pastDayPermitOf(request: FastifyRequest, correctionReason: string | undefined): PastDayPermit {
  return { role: requireActor(request).role, correctionReason };
}
