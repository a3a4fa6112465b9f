import { maximumAttendanceSchema } from '@stationboard/domain/schemas/maximum-attendance';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /tv/center-config/{id}. The tab checks the value first (maximumAttendanceSchema). */
export async function updateMaximumAttendance({ configId, maximumAttendance }: { configId: string; maximumAttendance: number }): Promise<void> {
  await apiPut(`/tv/center-config/${configId}`, maximumAttendanceSchema.parse({ maximum_attendance: maximumAttendance }));
}
