import { apiPost } from '../../../lib/api-client.ts';

/** POST /tv/center-config: a center without a TV config gets one at the default maximum attendance (spec 2 §9). */
export async function createAttendanceConfig(centerId: string): Promise<void> {
  await apiPost('/tv/center-config', { fulfillment_center_id: centerId });
}
