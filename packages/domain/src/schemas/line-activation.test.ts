import { describe, expect, it } from 'vitest';
import { lineActivationQuerySchema, lineParamsSchema } from './line-activation.ts';

describe('the line switch calls (issue 25)', () => {
  it('takes lines 1 to 4 from the path and nothing else', () => {
    expect(lineParamsSchema.parse({ line: '4' })).toEqual({ line: 4 });
    for (const line of ['0', '5', '1.5', 'two']) expect(lineParamsSchema.safeParse({ line }).success).toBe(false);
  });

  it('takes the quarter "now" with its date, or neither', () => {
    const quarter_id = '22222222-2222-4222-8222-222222222222';
    expect(lineActivationQuerySchema.safeParse({}).success).toBe(true);
    expect(lineActivationQuerySchema.safeParse({ quarter_id, assignment_date: '2026-12-08' }).success).toBe(true);
    expect(lineActivationQuerySchema.safeParse({ quarter_id }).success).toBe(false);
    expect(lineActivationQuerySchema.safeParse({ assignment_date: '2026-12-08' }).success).toBe(false);
  });
});
