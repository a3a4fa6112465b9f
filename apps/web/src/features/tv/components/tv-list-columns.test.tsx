import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TvListRow } from '../api/get-tv-list-stations.ts';
import { TvListColumns } from './tv-list-columns.tsx';

let id = 0;
const row = (employeeName: string, stationCode: string): TvListRow => ({ stationId: `s-${++id}`, stationCode, employeeName });

const namesIn = (label: string) =>
  within(screen.getByRole('region', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TvListColumns', () => {
  it('splits people into A-E, F-J, K-O, P-T and U-Z by first letter, lower case too, sorted by name', () => {
    render(
      <TvListColumns
        rows={[row('Zoe Ibrahim', '1-01'), row('aaliyah edwards', '1-02'), row('Ben Ortiz', '1-03'), row('Jorge Diaz', '2-01'), row('Kim Lee', '2-02'), row('Tyler Davis', '3-01'), row('umar Khan', '3-02')]}
        highlightedStationCode={null}
      />,
    );
    expect(namesIn('A-E')).toEqual(['aaliyah edwards1-02', 'Ben Ortiz1-03']);
    expect(namesIn('F-J')).toEqual(['Jorge Diaz2-01']);
    expect(namesIn('K-O')).toEqual(['Kim Lee2-02']);
    expect(namesIn('P-T')).toEqual(['Tyler Davis3-01']);
    expect(namesIn('U-Z')).toEqual(['umar Khan3-02', 'Zoe Ibrahim1-01']);
  });

  it('puts names that do not start with a letter A-Z in the last column', () => {
    render(<TvListColumns rows={[row('7 Temp', '1-01'), row('Ølaf Berg', '1-02'), row('Émile Roy', '1-03')]} highlightedStationCode={null} />);
    expect(namesIn('U-Z')).toEqual(['7 Temp1-01', 'Ølaf Berg1-02']);
    expect(namesIn('A-E')).toEqual(['Émile Roy1-03']);
  });

  it("shows line-4 codes as SAP and other codes whole", () => {
    render(<TvListColumns rows={[row('Ava Mendoza', '4-07'), row('Amara Jackson', 'Water Spider-L2')]} highlightedStationCode={null} />);
    expect(namesIn('A-E')).toEqual(['Amara JacksonWater Spider-L2', 'Ava MendozaSAP']);
  });

  it("says 'No assigned stations' in every column nobody is in", () => {
    render(<TvListColumns rows={[row('Kim Lee', '2-02')]} highlightedStationCode={null} />);
    for (const label of ['A-E', 'F-J', 'P-T', 'U-Z']) expect(namesIn(label)).toEqual(['No assigned stations']);
    expect(namesIn('K-O')).toEqual(['Kim Lee2-02']);
  });

  it('highlights the row of the station just checked in', () => {
    render(<TvListColumns rows={[row('Kim Lee', '2-02'), row('Omar Kim', '1-04')]} highlightedStationCode="1-04" />);
    const highlighted = screen.getAllByRole('listitem').filter((li) => li.dataset.highlighted === 'true');
    expect(highlighted.map((li) => li.textContent)).toEqual(['Omar Kim1-04']);
  });
});
