import { describe, expect, it } from 'vitest';
import { followRotation } from './rotation-path.ts';

const RULES = new Map([
  ['1-01', '1-02'],
  ['1-02', '1-03'],
]);
const rotatesTo = (id: string) => RULES.get(id) ?? null;

describe("a person's rotation through the rest of the shift", () => {
  it('moves one rule on each quarter, and stays where no rule leads on', () => {
    expect(followRotation('1-01', [null, null, null], rotatesTo)).toEqual(['1-02', '1-03', '1-03']);
  });

  it('starts again from a station the person already holds in a later quarter', () => {
    expect(followRotation('1-01', [null, '2-05', null], rotatesTo)).toEqual(['1-02', '2-05', '2-05']);
    expect(followRotation('2-05', ['1-01', null], rotatesTo)).toEqual(['1-01', '1-02']);
  });

  it('has nothing to say for a shift without later quarters', () => {
    expect(followRotation('1-01', [], rotatesTo)).toEqual([]);
  });
});
