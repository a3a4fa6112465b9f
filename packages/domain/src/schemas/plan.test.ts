import { describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { planCopyInputSchema, planPasteInputSchema } from './plan.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('plan request schemas', () => {
  it('reads a paste as a preview or not, and refuses a cell pasted twice', () => {
    const cell = { station_id: A, quarter_id: B, value: 'annlee' };
    expect(planPasteInputSchema.parse({ date: '2026-11-22', cells: [cell] })).toMatchObject({ dry_run: false });
    const twice = planPasteInputSchema.safeParse({ date: '2026-11-22', cells: [cell, { ...cell, value: '' }] });
    expect(twice.error?.issues[0]?.message).toBe(SCHEMA_MESSAGES.planCellPastedTwice);
  });

  it('asks a copy into a quarter which quarter it copies from, and for a reason that says something', () => {
    const copy = { from_date: '2026-11-22', to_dates: ['2026-11-23'] };
    expect(planCopyInputSchema.safeParse({ ...copy, to_quarter_id: A }).error?.issues[0]?.message).toBe(SCHEMA_MESSAGES.planTargetQuarterWithoutSource);
    expect(planCopyInputSchema.safeParse({ ...copy, from_quarter_id: A, to_quarter_id: B }).success).toBe(true);
    expect(planCopyInputSchema.safeParse({ ...copy, correction_reason: '   ' }).error?.issues[0]?.message).toBe(SCHEMA_MESSAGES.correctionReasonRequired);
    expect(planCopyInputSchema.safeParse({ ...copy, to_dates: [] }).success).toBe(false);
  });
});
