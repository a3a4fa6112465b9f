import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupIntoTvListColumns } from '@stationboard/domain/assignments/tv-list-columns';
import type { TvListRow } from '../api/get-tv-list-stations.ts';
import { fakeListLayout } from '../testing/fake-list-layout.ts';
import { TvListColumns as TvListColumnsOf } from './tv-list-columns.tsx';

/** The columns as the screen's query groups them. */
function TvListColumns({ rows, highlightedStationCode }: { rows: TvListRow[]; highlightedStationCode: string | null }) {
  return <TvListColumnsOf columns={groupIntoTvListColumns(rows, (r) => r.employeeName)} highlightedStationCode={highlightedStationCode} />;
}

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
        rows={[
          row('Zoe Ibrahim', '1-01'),
          row('aaliyah edwards', '1-02'),
          row('Ben Ortiz', '1-03'),
          row('Jorge Diaz', '2-01'),
          row('Kim Lee', '2-02'),
          row('Tyler Davis', '3-01'),
          row('umar Khan', '3-02'),
        ]}
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

  it('shows line-4 codes as SAP and other codes whole', () => {
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

describe('TvListColumns with more people than a column holds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** `count` people whose names start with A, in name order, and one K. */
  const crowd = (count: number) => [
    ...Array.from({ length: count }, (_, i) => row(`Ann ${String(i + 1).padStart(3, '0')}`, `1-${String(i + 1).padStart(3, '0')}`)),
    row('Kim Lee', '2-02'),
  ];
  const pageOf = (label: string) => within(screen.getByRole('region', { name: label })).queryByTestId('tv-list-page')?.textContent ?? null;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows a long column a page at a time at the smallest size, numbered, every page within 30 s', () => {
    fakeListLayout(10);
    render(<TvListColumns rows={crowd(25)} highlightedStationCode={null} />);

    const seen = new Set<string | null>();
    const look = () => namesIn('A-E').forEach((name) => seen.add(name));
    expect(pageOf('A-E')).toBe('1/3');
    expect(namesIn('A-E')).toHaveLength(10);
    expect(namesIn('A-E')[0]).toBe('Ann 0011-001');
    look();
    // Three pages share the 30 s cycle: 10 s each.
    advance(9_900);
    expect(pageOf('A-E')).toBe('1/3');
    advance(100);
    expect(pageOf('A-E')).toBe('2/3');
    expect(namesIn('A-E')[0]).toBe('Ann 0111-011');
    look();
    advance(10_000);
    expect(pageOf('A-E')).toBe('3/3');
    expect(namesIn('A-E')).toHaveLength(5);
    look();
    expect(seen.size).toBe(25);
    advance(10_000);
    expect(pageOf('A-E')).toBe('1/3');

    // A column that fits does not page; rows are set at 24 px (1.5 rem at 1080p).
    expect(pageOf('K-O')).toBeNull();
    expect(namesIn('K-O')).toEqual(['Kim Lee2-02']);
    for (const list of screen.getAllByRole('list')) expect(list).toHaveStyle({ fontSize: '1.5rem' });
  });

  it('sets everything larger and turns no pages while the fullest column fits', () => {
    // Room for 60 rows at 24 px holds 25 at 44 px.
    fakeListLayout(60);
    render(<TvListColumns rows={crowd(25)} highlightedStationCode={null} />);
    expect(pageOf('A-E')).toBeNull();
    expect(namesIn('A-E')).toHaveLength(25);
    expect(screen.getAllByRole('list')[0]).toHaveStyle({ fontSize: '2.75rem' });
  });

  it('sets the rows at the largest size at which the fullest column fits', () => {
    // Room for ten rows at 24 px holds eight at 30 px, not at 33.
    fakeListLayout(10);
    render(<TvListColumns rows={crowd(8)} highlightedStationCode={null} />);
    expect(pageOf('A-E')).toBeNull();
    expect(namesIn('A-E')).toHaveLength(8);
    expect(screen.getAllByRole('list')[0]).toHaveStyle({ fontSize: '1.875rem' });
  });

  it('holds the page with the row just checked in while it is highlighted, then turns on', () => {
    fakeListLayout(10);
    const { rerender } = render(<TvListColumns rows={crowd(25)} highlightedStationCode="1-023" />);
    expect(pageOf('A-E')).toBe('3/3');
    advance(25_000);
    expect(pageOf('A-E')).toBe('3/3');
    expect(namesIn('A-E')).toContain('Ann 0231-023');
    rerender(<TvListColumns rows={crowd(25)} highlightedStationCode={null} />);
    advance(10_000);
    expect(pageOf('A-E')).not.toBe('3/3');
  });
});

describe('TvListColumns when the rows change (issue 26)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const people = (initial: string, count: number) =>
    Array.from({ length: count }, (_, i) => row(`${initial}nn ${String(i + 1).padStart(3, '0')}`, `1-${initial}${i + 1}`));
  const grouped = (rows: TvListRow[]) => groupIntoTvListColumns(rows, (r) => r.employeeName);
  const pageOf = (label: string) => within(screen.getByRole('region', { name: label })).queryByTestId('tv-list-page')?.textContent ?? null;

  it('lays out again only the column a change touched; the others keep their rows and their page', () => {
    fakeListLayout(10);
    const before = grouped([...people('A', 25), ...people('K', 3)]);
    const { rerender } = render(<TvListColumnsOf columns={before} highlightedStationCode={null} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(pageOf('A-E')).toBe('2/3');
    const firstRowOfA = within(screen.getByRole('region', { name: 'A-E' })).getAllByRole('listitem')[0];

    // The fake layout's own spy: what it measures from now on.
    const measured = vi.spyOn(HTMLLIElement.prototype, 'getBoundingClientRect');
    measured.mockClear();
    const after = [...before];
    after[2] = [...before[2]!, row('Kurt Lang', '2-09')];
    rerender(<TvListColumnsOf columns={after} highlightedStationCode={null} />);
    expect(namesIn('K-O')).toContain('Kurt Lang2-09');
    // Only K-O's four rows were measured; A-E still shows page 2 with the same elements.
    expect(measured.mock.contexts.map((li) => (li as HTMLLIElement).textContent)).toEqual(['Knn 0011-K1', 'Knn 0021-K2', 'Knn 0031-K3', 'Kurt Lang2-09']);
    expect(pageOf('A-E')).toBe('2/3');
    expect(within(screen.getByRole('region', { name: 'A-E' })).getAllByRole('listitem')[0]).toBe(firstRowOfA);
  });

  it('keeps the pages turning on time while changes come in', () => {
    fakeListLayout(10);
    let rows = [...people('A', 25), ...people('K', 3)];
    const { rerender } = render(<TvListColumns rows={rows} highlightedStationCode={null} />);
    expect(pageOf('A-E')).toBe('1/3');
    // A scan every 3 s into another column: A-E still turns every 10 s.
    for (let second = 3; second <= 9; second += 3) {
      act(() => vi.advanceTimersByTime(3_000));
      rows = [...rows, row(`Kay ${second}`, `2-${second}`)];
      rerender(<TvListColumns rows={rows} highlightedStationCode={null} />);
    }
    act(() => vi.advanceTimersByTime(1_000));
    expect(pageOf('A-E')).toBe('2/3');
  });

  it('sets the rows larger again when people leave, as large as for those rows from the start', () => {
    fakeListLayout(10);
    const { rerender } = render(<TvListColumns rows={people('A', 25)} highlightedStationCode={null} />);
    expect(screen.getAllByRole('list')[0]).toHaveStyle({ fontSize: '1.5rem' });
    rerender(<TvListColumns rows={people('A', 8)} highlightedStationCode={null} />);
    expect(pageOf('A-E')).toBeNull();
    // Room for ten rows at 24 px holds eight at 30 px.
    expect(screen.getAllByRole('list')[0]).toHaveStyle({ fontSize: '1.875rem' });
  });
});
