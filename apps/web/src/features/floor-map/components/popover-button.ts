/** The popover's small buttons: results, toggles, answers to its questions. */
export const popoverButton =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
