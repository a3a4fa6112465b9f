import { z } from 'zod';

/** DESIGN §5: every answer is wrapped in this envelope. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string(),
    data,
    timestamp: z.string(),
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  data: z.null(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  timestamp: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; message: string; data: T; timestamp: string };

/** DESIGN §5: paged lists answer `data: {data, total, page, limit, totalPages}`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
}

export type Paged<T> = { data: T[]; total: number; page: number; limit: number; totalPages: number };
