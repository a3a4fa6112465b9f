import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan, PlanAutoAnswer, PlanScores } from '@stationboard/domain/schemas/plan';
import { fakeApi, GEG1, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { quarterTiming, testUuid } from '../../../testing/records.ts';
import { planStation } from '../testing/fixtures.ts';
import { PlanActionDialog } from './plan-action-dialog.tsx';

const DAY = '2026-12-02';
/** Two day quarters and a night one, in the day's order. */
const QUARTERS = [
  { ...quarterTiming(1, '07:00:00', '09:30:00'), shift: 'day', date: DAY },
  { ...quarterTiming(2, '09:45:00', '12:00:00'), shift: 'day', date: DAY },
  { ...quarterTiming(5, '18:00:00', '20:30:00'), shift: 'night', date: DAY },
];
const [Q1, Q2, Q5] = QUARTERS.map((q) => q.id) as [string, string, string];
const STATIONS = [planStation('2-01', 2, { is_critical: true }), planStation('2-02', 2), planStation('2-04', 2), planStation('9-01', 2, { is_critical: true })];
const PLAN: Plan = {
  date: DAY,
  is_past: false,
  can_edit: true,
  quarters: QUARTERS,
  stations: STATIONS,
  cells: [],
  line_counts: [],
  history: { undo: null, redo: null },
};

const scores = (overrides: Partial<PlanScores> = {}): PlanScores => ({
  coverage: 0.5,
  violations: 0,
  rotation_adherence: 1,
  gini: 0.0241,
  strain_gini: 0.7962,
  ...overrides,
});
const person = (name: string) => ({ employee_id: testUuid('e'), employee_name: name, is_wildcard: false, override_reason: null });
const change = (station: number, quarterId: string, name: string, reason: PlanAutoAnswer['changes'][number]['reason']) => ({
  date: DAY,
  station_id: STATIONS[station]!.id,
  quarter_id: quarterId,
  assignment_date: DAY,
  before: null,
  after: person(name),
  reason,
});

/** The server's word: Ann onto the critical 2-01, Bo on by rotation from 2-04; the critical 9-01 nobody can stand at. */
function autoAnswer(dryRun: boolean, overrides: Partial<PlanAutoAnswer> = {}): PlanAutoAnswer {
  return {
    dry_run: dryRun,
    changes: [
      change(0, Q1, 'Ann Lee', { code: 'critical_first', from_station: null }),
      change(1, Q2, 'Bo Diaz', { code: 'rotation_from', from_station: '2-04' }),
    ],
    conflicts: [],
    history: { undo: null, redo: null },
    scores: scores({ coverage: 0.945, rotation_adherence: 0.881, gini: 0.0133, strain_gini: 0.7812 }),
    scores_before: scores(),
    infeasible_critical: [{ station_id: STATIONS[3]!.id, quarter_id: Q1, cause: 'no_qualified_person' }],
    ...overrides,
  };
}

type AutoBody = { date: string; quarter_ids: string[]; allow_moves: boolean; dry_run: boolean; fulfillment_center_id: string };

function setup({ quarterId = Q1 as string | undefined, answer = autoAnswer, correctionReason = undefined as string | undefined } = {}) {
  const api = fakeApi({ 'POST /api/plan/auto': ({ body }) => ok(answer((body as AutoBody).dry_run)) });
  const onApplied = vi.fn();
  renderWithProviders(
    <PlanActionDialog
      kind="auto"
      plan={PLAN}
      centerId={GEG1.id}
      quarterId={quarterId}
      correctionReason={correctionReason}
      onClose={vi.fn()}
      onApplied={onApplied}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Auto-plan Wednesday, December 2, 2026' });
  const bodies = () => (api.bodies['POST /api/plan/auto'] ?? []) as AutoBody[];
  return { dialog, bodies, onApplied };
}

const quarterBox = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: 'Quarters to plan' })).getByRole('checkbox', { name: new RegExp(`^${name} `) });

describe('The Auto-plan dialog (issue 29, decision 163)', () => {
  it('starts with the quarter under the cursor to the end of its shift, and moving planned people off', () => {
    const { dialog } = setup({ quarterId: Q1 });
    expect(quarterBox(dialog, 'Q1')).toBeChecked();
    expect(quarterBox(dialog, 'Q2')).toBeChecked();
    expect(quarterBox(dialog, 'Q5')).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Allow moving planned people' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('previews the quarters chosen as a dry run: scores before and after, every change with its reason, each critical station it cannot fill; Apply sends what was previewed', async () => {
    const user = userEvent.setup();
    const { dialog, bodies, onApplied } = setup({ quarterId: Q2 });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 cells will change.')).toBeInTheDocument();
    expect(bodies()).toEqual([{ date: DAY, quarter_ids: [Q2], allow_moves: false, dry_run: true, fulfillment_center_id: GEG1.id }]);

    const table = within(dialog).getByRole('table', { name: 'Scores of the quarters planned' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Score', 'Before', 'After'],
      ['Coverage of required heads', '50%', '94.5%'],
      ['Hard-rule violations (must be 0)', '0', '0'],
      ['Rotation adherence', '100%', '88.1%'],
      ['Fairness: Gini of station-hours', '0.024', '0.013'],
      ['Fairness: Gini of high-strain hours', '0.796', '0.781'],
    ]);
    expect(dialog).toHaveTextContent('lower is fairer');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('region', { name: '1 critical station cannot be filled:' })).toHaveTextContent(
      '9-01 · Q1: nobody on the roster holds its skills',
    );
    const changes = within(within(dialog).getByRole('region', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Wed, Dec 2 · 2-01 · Q1: empty → Ann Lee — Critical station first',
      'Wed, Dec 2 · 2-02 · Q2: empty → Bo Diaz — Rotation from 2-04',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledOnce());
    expect(bodies()[1]).toEqual({ ...bodies()[0], dry_run: false });
  });

  it('drops the preview at any change of the form, so Apply writes only what was shown', async () => {
    const user = userEvent.setup();
    const { dialog, bodies } = setup({ quarterId: Q1 });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(apply).toBeEnabled());

    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow moving planned people' }));
    expect(apply).toBeDisabled();
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(apply).toBeEnabled());
    expect(bodies()[1]).toMatchObject({ quarter_ids: [Q1, Q2], allow_moves: true, dry_run: true });

    await user.click(within(dialog).getByRole('button', { name: 'All quarters' }));
    expect(apply).toBeDisabled();
    expect(quarterBox(dialog, 'Q5')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() => expect(bodies()).toHaveLength(4));
    expect(bodies()[3]).toMatchObject({ quarter_ids: [Q1, Q2, Q5], allow_moves: true, dry_run: false });
  });

  it('asks for a quarter before anything is sent', async () => {
    const user = userEvent.setup();
    const { dialog, bodies } = setup({ quarterId: Q5 });
    await user.click(quarterBox(dialog, 'Q5'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one quarter.');
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(bodies()).toEqual([]);
  });

  it("sends an ADMIN's correction reason with the preview and the apply of a past day (decision 147)", async () => {
    const user = userEvent.setup();
    const { dialog, bodies } = setup({ correctionReason: 'short-staffed night' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()).toEqual([
      expect.objectContaining({ dry_run: true, correction_reason: 'short-staffed night' }),
      expect.objectContaining({ dry_run: false, correction_reason: 'short-staffed night' }),
    ]);
  });

  it('says plainly when the plan would break a hard rule', async () => {
    const user = userEvent.setup();
    const { dialog } = setup({ answer: (dryRun) => autoAnswer(dryRun, { scores: scores({ violations: 2 }), infeasible_critical: [] }) });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This plan breaks a hard rule. Do not apply it');
    const violations = within(dialog).getByRole('row', { name: /Hard-rule violations/ });
    expect(
      within(violations)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2']);
  });
});
