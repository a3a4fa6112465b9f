import { onTestFinished, vi } from 'vitest';

const ROW_PX = 40;
const PADDING_PX = 4;

/**
 * jsdom lays nothing out, and the TV List measures its columns. For the rest of the test this
 * gives every list room for `rowsPerPage` rows of 40 px inside 4 px of padding, as a browser
 * would lay out a column of that height.
 */
export function fakeListLayout(rowsPerPage: number): void {
  const padding = document.createElement('style');
  padding.textContent = `ol { padding-top: ${PADDING_PX}px; padding-bottom: ${PADDING_PX}px }`;
  document.head.append(padding);
  const spies = [
    vi.spyOn(HTMLOListElement.prototype, 'clientHeight', 'get').mockReturnValue(rowsPerPage * ROW_PX + 2 * PADDING_PX),
    vi.spyOn(HTMLOListElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLOListElement) {
      return this.children.length * ROW_PX + 2 * PADDING_PX;
    }),
    vi.spyOn(HTMLLIElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, ROW_PX)),
  ];
  onTestFinished(() => {
    padding.remove();
    for (const spy of spies) spy.mockRestore();
  });
}
