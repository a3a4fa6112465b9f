import { describe, expect, it } from 'vitest';
import { generateEmployees } from './people.ts';
import { createRandom } from './random.ts';

describe('generateEmployees', () => {
  it('gives every person of a center a name and a login of their own, the same ones on every run', () => {
    const people = generateEmployees(320, createRandom(7), 0);
    expect(new Set(people.map((p) => p.name)).size).toBe(320);
    expect(new Set(people.map((p) => p.employeeId)).size).toBe(320);
    expect(people.every((p) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(p.name))).toBe(true);
    expect(generateEmployees(320, createRandom(7), 0)).toEqual(people);
  });

  it('keeps names distinct past the plain first-last pairs by adding a middle initial', () => {
    const people = generateEmployees(5000, createRandom(1000), 500000);
    expect(new Set(people.map((p) => p.name)).size).toBe(5000);
    expect(new Set(people.map((p) => p.employeeId)).size).toBe(5000);
    expect(people.some((p) => /^\S+ [A-Z]\. \S+$/.test(p.name))).toBe(true);
  });
});
