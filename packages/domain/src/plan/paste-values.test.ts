import { describe, expect, it } from 'vitest';
import { pastedValueResolver } from './paste-values.ts';

const ann = { id: 'a', name: 'Ann Lee', employee_id: 'annlee', badge_barcode_id: 1001 };
const bob = { id: 'b', name: 'Bob Kim', employee_id: '007', badge_barcode_id: null };
const twin1 = { id: 'c', name: 'Sam Roe', employee_id: null, badge_barcode_id: 2002 };
const twin2 = { id: 'd', name: 'sam  roe', employee_id: 'samroe2', badge_barcode_id: null };
const resolve = pastedValueResolver([ann, bob, twin1, twin2]);

describe('pastedValueResolver', () => {
  it('reads a blank cell as empty', () => {
    expect(resolve('')).toEqual({ kind: 'empty' });
    expect(resolve('   ')).toEqual({ kind: 'empty' });
  });

  it('finds a person by login (any case), badge number or name', () => {
    expect(resolve('ANNLEE')).toEqual({ kind: 'person', person: ann });
    expect(resolve(' 1001 ')).toEqual({ kind: 'person', person: ann });
    expect(resolve('ann   lee')).toEqual({ kind: 'person', person: ann });
    expect(resolve('007')).toEqual({ kind: 'person', person: bob });
    expect(resolve('2002')).toEqual({ kind: 'person', person: twin1 });
  });

  it('lets a login or badge win over a name, and calls a name two people share ambiguous', () => {
    expect(resolve('Sam Roe')).toEqual({ kind: 'ambiguous' });
    expect(resolve('samroe2')).toEqual({ kind: 'person', person: twin2 });
  });

  it('calls a value that names nobody unknown', () => {
    expect(resolve('Zed')).toEqual({ kind: 'unknown' });
    expect(resolve('9999')).toEqual({ kind: 'unknown' });
  });
});
