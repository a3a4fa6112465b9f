import type { ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { CircleHelp } from 'lucide-react';

/** Spec 2 §2 help popups: a small ? beside a heading or field that explains it in a sentence or two. */
export function StationHelpPopover({ topic, children }: { topic: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Help: ${topic}`}
        className="inline-flex rounded-full p-0.5 text-slate-400 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <CircleHelp aria-hidden className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          aria-label={topic}
          className="z-[60] max-w-xs rounded-lg border border-slate-200 bg-white p-3 text-sm leading-relaxed text-slate-700 shadow-lg"
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
