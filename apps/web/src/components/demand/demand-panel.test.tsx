import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemandLine } from '@stationboard/domain/schemas/demand';
import { fail, fakeApi, ok } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DemandPanel } from './demand-panel.tsx';

const CENTER = '11111111-1111-4111-8111-111111111111';
const DAY = '2026-03-02';
const Q2 = { id: 'dddddddd-dddd-4ddd-8ddd-000000000002', quarter_name: 'Q2' };
const Q3 = 'dddddddd-dddd-4ddd-8ddd-000000000003';

const line = (values: Partial<DemandLine> & { line: number }): DemandLine => ({
  quarter_id: Q2.id,
  units: null,
  required: 0,
  basis: 'no_volume',
  planned: 0,
  expected: null,
  checked_in: 0,
  ...values,
});

function show(lines: DemandLine[], { hasBegun = false, status = 200 }: { hasBegun?: boolean; status?: number } = {}) {
  const api = fakeApi({
    [`GET /api/demand/${DAY}`]: ({ url }) => {
      expect(url.searchParams.get('fulfillment_center_id')).toBe(CENTER);
      return status === 200 ? ok({ date: DAY, lines }) : fail(status, 'Database unavailable');
    },
  });
  const view = renderWithProviders(<DemandPanel centerId={CENTER} day={DAY} quarter={Q2} hasBegun={hasBegun} />);
  return { api, ...view };
}

const card = (name: string) => screen.getByRole('region', { name });
const figure = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('DemandPanel', () => {
  it("shows each line's required, planned, expected and checked in for the quarter, and says in words which line is short", async () => {
    show([
      line({ line: 2, units: 900, required: 4, basis: 'volume', planned: 4, expected: 4, checked_in: 0 }),
      line({ line: 1, units: 1500, required: 6, basis: 'volume', planned: 4, expected: 3, checked_in: 0 }),
      line({ line: 1, quarter_id: Q3, units: 10, required: 9, planned: 0 }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Demand, Q2' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Line 1', 'Line 2']);
    const lineOne = card('Line 1');
    expect(figure(lineOne, 'Required')).toHaveTextContent('6');
    expect(figure(lineOne, 'Planned')).toHaveTextContent('4');
    expect(figure(lineOne, 'Expected')).toHaveTextContent('3');
    expect(figure(lineOne, 'Checked in')).toHaveTextContent('0');
    // Short of the fewer of planned and expected, in words: not by the card's colour alone.
    expect(within(lineOne).getByText('Short by 3')).toBeInTheDocument();
    expect(within(lineOne).getByText('Units: 1500')).toBeInTheDocument();
    expect(within(card('Line 2')).getByText('Covered')).toBeInTheDocument();
    expect(within(card('Line 2')).queryByText(/Short/)).not.toBeInTheDocument();
  });

  it('counts who checked in once the quarter has begun, the forecast no longer deciding', async () => {
    show(
      [
        line({ line: 1, units: 1500, required: 6, basis: 'volume', planned: 6, expected: 4, checked_in: 6 }),
        line({ line: 2, units: 900, required: 4, basis: 'volume', planned: 4, expected: 4, checked_in: 1 }),
      ],
      { hasBegun: true },
    );
    await screen.findByRole('region', { name: 'Demand, Q2' });
    expect(within(card('Line 1')).getByText('Covered')).toBeInTheDocument();
    expect(within(card('Line 2')).getByText('Short by 3')).toBeInTheDocument();
  });

  it('shows an unknown expected as a dash and a line without volume as such', async () => {
    show([line({ line: 1, units: 400, required: 2, basis: 'volume', planned: 2 }), line({ line: 3, required: 1, basis: 'critical', planned: 1 })]);
    await screen.findByRole('region', { name: 'Demand, Q2' });
    expect(figure(card('Line 1'), 'Expected')).toHaveTextContent('–');
    expect(within(card('Line 3')).getByText('No volume entered')).toBeInTheDocument();
  });

  it('shows no panel on a day without any volume entered', async () => {
    const { api } = show([line({ line: 1, required: 2, basis: 'critical', planned: 1 })]);
    await expect.poll(() => api.calls).toEqual([`GET /api/demand/${DAY}`]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says the demand did not load rather than showing nothing', async () => {
    show([], { status: 503 });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
