/**
 * The actions cell of a table that may be wider than a tablet or phone: below lg it stays at
 * the right edge of the table's own scroll box, its line marking where the rest scrolls
 * under it, so a row's buttons are always on screen (issue 18, decision 124).
 */
export const ACTIONS_CELL = 'max-lg:sticky max-lg:right-0 max-lg:bg-white max-lg:shadow-[inset_1px_0_0_var(--color-slate-200)]';
