import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TITLE_ANIMATION_DELAY_MS } from '@stationboard/domain/timings';
import { AnimatedTitle, TITLE_LETTER_INTERVAL_MS } from './animated-title.tsx';

const visibleLetters = () => screen.getByRole('heading').querySelectorAll('.opacity-100').length;

describe('animated title', () => {
  it('reads as the whole word while it spells itself out, starting after 500 ms', () => {
    vi.useFakeTimers();
    render(<AnimatedTitle text="Stationboard" />);
    expect(screen.getByRole('heading', { name: 'Stationboard' })).toBeInTheDocument();
    expect(visibleLetters()).toBe(0);
    act(() => vi.advanceTimersByTime(TITLE_ANIMATION_DELAY_MS - 1));
    expect(visibleLetters()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleLetters()).toBe(1);
    act(() => vi.advanceTimersByTime(TITLE_LETTER_INTERVAL_MS));
    expect(visibleLetters()).toBe(2);
    for (let i = 0; i < 20; i++) act(() => vi.advanceTimersByTime(TITLE_LETTER_INTERVAL_MS));
    expect(visibleLetters()).toBe('Stationboard'.length);
  });
});
