import { Clock, UserCheck } from 'lucide-react';
import type { Arrival } from '@stationboard/domain/assignments/arrival';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';

/**
 * What an arrival mark says to assistive technology, in the name of the card, tile or row that
 * carries it; `short`, the word the map's card shows, which its name must hold where the card
 * shows it (WCAG 2.5.3).
 */
export function arrivalLabel(arrival: Arrival, short = false): string {
  if (short) return arrival === 'checkedIn' ? MESSAGES.arrivalCheckedInShort : MESSAGES.arrivalNotYetShort;
  return arrival === 'checkedIn' ? MESSAGES.arrivalCheckedIn : MESSAGES.arrivalNotYet;
}

/**
 * Issue 25 (decision 138): whether the person on a station has checked in, by icon and word,
 * never by colour alone. Hidden from assistive technology: the card, tile or row names it
 * (`arrivalLabel`). `short` words it for the map's 96 px cards.
 */
export function ArrivalMark({ arrival, short = false, className }: { arrival: Arrival; short?: boolean; className?: string }) {
  const Icon = arrival === 'checkedIn' ? UserCheck : Clock;
  const text = short ? (arrival === 'checkedIn' ? MESSAGES.arrivalCheckedInShort : MESSAGES.arrivalNotYetShort) : arrivalLabel(arrival);
  return (
    <span
      aria-hidden
      data-arrival={arrival}
      className={cn(
        'inline-flex items-center gap-0.5 rounded font-bold whitespace-nowrap',
        arrival === 'checkedIn' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950',
        className,
      )}
    >
      <Icon aria-hidden className="size-3 shrink-0" strokeWidth={2.5} />
      {text}
    </span>
  );
}
