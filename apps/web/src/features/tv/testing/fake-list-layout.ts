import { onTestFinished, vi } from 'vitest';

/** A row's height with its type at 24 px (1.5 rem); rows grow with their type. */
const ROW_PX = 40;
const PADDING_PX = 4;

const rowPx = (list: Element | null) => (ROW_PX * (parseFloat((list as HTMLElement | null)?.style.fontSize ?? '') || 1.5)) / 1.5;

/**
 * jsdom lays nothing out, and the TV List measures its columns. For the rest of the test this
 * gives every list room for `rowsPerPage` rows of 40 px (at 24 px type) inside 4 px of
 * padding, and every row a height in proportion to its type, as a browser would.
 */
export function fakeListLayout(rowsPerPage: number): void {
  const padding = document.createElement('style');
  padding.textContent = `ol { padding-top: ${PADDING_PX}px; padding-bottom: ${PADDING_PX}px }`;
  document.head.append(padding);
  const spies = [
    vi.spyOn(HTMLOListElement.prototype, 'clientHeight', 'get').mockReturnValue(rowsPerPage * ROW_PX + 2 * PADDING_PX),
    vi.spyOn(HTMLOListElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLOListElement) {
      return this.children.length * rowPx(this) + 2 * PADDING_PX;
    }),
    vi.spyOn(HTMLLIElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLLIElement) {
      return new DOMRect(0, 0, 300, rowPx(this.parentElement));
    }),
  ];
  onTestFinished(() => {
    padding.remove();
    for (const spy of spies) spy.mockRestore();
  });
}
