import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeListLayout } from '../testing/fake-list-layout.ts';
import { PagedList } from './paged-list.tsx';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Person ${String(i + 1).padStart(2, '0')}`);

function renderList(entries: string[], columns: number) {
  return render(
    <PagedList title="Who moves where" entries={entries} keyOf={(e) => e} renderEntry={(e) => e} emptyText="Nobody changes station" columns={columns} />,
  );
}

const shown = () =>
  within(screen.getByRole('region', { name: 'Who moves where' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('PagedList (the changeover wallboard, issue 18)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows everything at once when it fits, with no page number', () => {
    fakeListLayout(5);
    renderList(names(8), 2);
    expect(shown()).toEqual(names(8));
    expect(screen.queryByTestId('changeover-page')).toBeNull();
  });

  it('pages a list that does not fit, a screenful of columns at a time, showing everyone within 30 s', () => {
    fakeListLayout(5);
    renderList(names(25), 2);
    // 5 rows a column, 2 columns a screen: 25 people are 3 screens of 10 s.
    expect(screen.getByTestId('changeover-page')).toHaveTextContent('1/3');
    expect(shown()).toEqual(names(10));
    const seen = new Set(shown());
    for (let turn = 2; turn <= 3; turn += 1) {
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByTestId('changeover-page')).toHaveTextContent(`${turn}/3`);
      for (const name of shown()) seen.add(name);
    }
    expect([...seen].sort()).toEqual(names(25));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('changeover-page')).toHaveTextContent('1/3');
  });

  it('says so when there is nobody to show', () => {
    fakeListLayout(5);
    renderList([], 2);
    expect(screen.getByText('Nobody changes station')).toBeInTheDocument();
  });
});
