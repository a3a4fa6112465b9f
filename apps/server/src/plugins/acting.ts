/**
 * The acting center and user of a request, as the audit rows of its change name them
 * (decision 139). Naming another center than the acting one is refused, as actingCenterId does.
 */
import type { FastifyRequest } from 'fastify';
import type { Acting } from '../lib/audit.ts';
import { actingCenterId, requireActor } from './authorization.ts';

export function actingOf(request: FastifyRequest, named?: string | null): Acting {
  return { centerId: actingCenterId(request, named), employeeId: requireActor(request).employeeId };
}
