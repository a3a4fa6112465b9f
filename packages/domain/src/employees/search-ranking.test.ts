import { describe, it, expect } from 'vitest';
import { isWithinOneEdit, rankEmployees } from './search-ranking.ts';

const e = (name: string, employee_id: string | null = null) => ({ name, employee_id });
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('rankEmployees', () => {
  it('returns nothing for a term shorter than 2 characters after trimming', () => {
    const list = [e('Al Smith')];
    expect(rankEmployees(list, '')).toEqual([]);
    expect(rankEmployees(list, 'a')).toEqual([]);
    expect(rankEmployees(list, ' a ')).toEqual([]);
  });

  it('starts searching at exactly 2 characters', () => {
    expect(names(rankEmployees([e('Al Smith')], 'al'))).toEqual(['Al Smith']);
  });

  it('ranks an exact first name, then a name prefix, then a first-name substring, then a last name', () => {
    const list = [e('Dana Ann'), e('Joann Lee'), e('Annabel Cruz'), e('Ann Zed')];
    expect(names(rankEmployees(list, 'ann'))).toEqual(['Ann Zed', 'Annabel Cruz', 'Joann Lee', 'Dana Ann']);
  });

  it('ranks a last-name match above a match inside a middle name', () => {
    const list = [e('Mary Jo Kim'), e('Lee Jordan')];
    expect(names(rankEmployees(list, 'jo'))).toEqual(['Lee Jordan', 'Mary Jo Kim']);
  });

  it('matches a full name typed with a space as a prefix', () => {
    expect(names(rankEmployees([e('Maria Lopez'), e('Mario Lanza')], 'maria l'))).toEqual(['Maria Lopez']);
  });

  it('ranks an employee id match below every name match', () => {
    const list = [e('Pat Kim', 'bobx'), e('Bob Stone', 'p1')];
    expect(names(rankEmployees(list, 'bob'))).toEqual(['Bob Stone', 'Pat Kim']);
  });

  it('matches employee ids by substring and skips missing ids', () => {
    expect(names(rankEmployees([e('Pat Kim', 'login-4471'), e('Lou Ray', null)], '447'))).toEqual(['Pat Kim']);
  });

  it('tolerates one wrong, missing or extra character in a name word for terms longer than 2 characters', () => {
    const list = [e('John Smith'), e('Sara Jones'), e('Zoe Park')];
    expect(names(rankEmployees(list, 'jahn'))).toEqual(['John Smith']);
    expect(names(rankEmployees(list, 'smth'))).toEqual(['John Smith']);
    expect(names(rankEmployees(list, 'joness'))).toEqual(['Sara Jones']);
  });

  it('counts two neighbouring letters swapped as one typo', () => {
    const list = [e('John Smith'), e('Sara Jones'), e('Zoe Park')];
    expect(names(rankEmployees(list, 'jhon'))).toEqual(['John Smith']);
    expect(names(rankEmployees(list, 'smtih'))).toEqual(['John Smith']);
    expect(names(rankEmployees(list, 'prak'))).toEqual(['Zoe Park']);
  });

  it('does not tolerate typos in 2-character terms', () => {
    expect(rankEmployees([e('Zoe Park')], 'zx')).toEqual([]);
  });

  it('does not tolerate two typos', () => {
    expect(rankEmployees([e('John Smith')], 'jhan')).toEqual([]);
    expect(rankEmployees([e('John Smith')], 'jhno')).toEqual([]);
  });

  it('ranks typo matches last', () => {
    const list = [e('Jahn Doe'), e('Al Cole', 'john7'), e('John Roe')];
    expect(names(rankEmployees(list, 'john'))).toEqual(['John Roe', 'Al Cole', 'Jahn Doe']);
  });

  it('ignores case in the term and the names', () => {
    expect(names(rankEmployees([e('ANN lee')], 'aNn'))).toEqual(['ANN lee']);
  });

  it('orders ties by name, then keeps the original order for equal names', () => {
    const list = [e('Sam Young', 'first'), e('Sam Adams'), e('Sam Young', 'second')];
    const ranked = rankEmployees(list, 'sam');
    expect(ranked.map((x) => x.employee_id)).toEqual([null, 'first', 'second']);
  });

  it('returns at most 8 results by default and honours a given limit', () => {
    const list = Array.from({ length: 12 }, (_, i) => e(`Lee ${String.fromCharCode(65 + i)}`));
    expect(rankEmployees(list, 'lee')).toHaveLength(8);
    expect(rankEmployees(list, 'lee', 3)).toHaveLength(3);
    expect(rankEmployees(list, 'lee', 0)).toEqual([]);
  });

  it('returns nothing from an empty list', () => {
    expect(rankEmployees([], 'ann')).toEqual([]);
  });

  it('does not treat a single-word name as a last name', () => {
    expect(names(rankEmployees([e('Cher'), e('Al Cher')], 'che'))).toEqual(['Cher', 'Al Cher']);
  });
});

describe('rankEmployees with the roster of the date (issue 28)', () => {
  const people = [
    { name: 'Ana Silva', employee_id: 'asilva' },
    { name: 'Anabel Ortiz', employee_id: 'aortiz' },
    { name: 'Dana Anders', employee_id: 'danders' },
  ];
  const onRoster = new Set(['Dana Anders', 'Anabel Ortiz']);

  it('puts people on the roster first, each group in the ranking of the term', () => {
    expect(rankEmployees(people, 'ana', 8, (p) => onRoster.has(p.name)).map((p) => p.name)).toEqual(['Anabel Ortiz', 'Dana Anders', 'Ana Silva']);
  });

  it('keeps the text ranking alone when nobody is on the roster or no roster is given', () => {
    expect(rankEmployees(people, 'ana', 8, () => false).map((p) => p.name)).toEqual(['Ana Silva', 'Anabel Ortiz', 'Dana Anders']);
    expect(rankEmployees(people, 'ana').map((p) => p.name)).toEqual(['Ana Silva', 'Anabel Ortiz', 'Dana Anders']);
  });

  it('cuts to the limit after ranking, so an off-roster best match gives way to a rostered one', () => {
    expect(rankEmployees(people, 'ana', 1, (p) => onRoster.has(p.name)).map((p) => p.name)).toEqual(['Anabel Ortiz']);
  });
});

describe('isWithinOneEdit', () => {
  it('accepts equal words and one substitution, insertion or deletion', () => {
    expect(isWithinOneEdit('john', 'john')).toBe(true);
    expect(isWithinOneEdit('john', 'jahn')).toBe(true);
    expect(isWithinOneEdit('john', 'jon')).toBe(true);
    expect(isWithinOneEdit('jon', 'john')).toBe(true);
    expect(isWithinOneEdit('john', 'johny')).toBe(true);
  });

  it('accepts one swap of neighbouring characters, anywhere in the word', () => {
    expect(isWithinOneEdit('john', 'jhon')).toBe(true);
    expect(isWithinOneEdit('john', 'ojhn')).toBe(true);
    expect(isWithinOneEdit('john', 'jonh')).toBe(true);
    expect(isWithinOneEdit('smith', 'smtih')).toBe(true);
  });

  it('refuses two edits or a length gap of two', () => {
    expect(isWithinOneEdit('john', 'jhno')).toBe(false);
    expect(isWithinOneEdit('john', 'hjno')).toBe(false);
    expect(isWithinOneEdit('john', 'jnoh')).toBe(false);
    expect(isWithinOneEdit('john', 'jho')).toBe(false);
    expect(isWithinOneEdit('john', 'jo')).toBe(false);
    expect(isWithinOneEdit('abc', 'xyz')).toBe(false);
  });
});
