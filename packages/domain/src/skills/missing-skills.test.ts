import { describe, expect, it } from 'vitest';
import { missingSkills, parseSkillsCell, skillNameKey, skillNameList } from './missing-skills.ts';

const forklift = { id: 'sk-f', name: 'Forklift' };
const hazmat = { id: 'sk-h', name: 'Hazmat' };

describe('missingSkills', () => {
  it('is empty when the station requires nothing', () => {
    expect(missingSkills([], [], '2026-11-25')).toEqual([]);
  });

  it('names each required skill the person does not hold, in the order required', () => {
    expect(missingSkills([hazmat, forklift], [], '2026-11-25')).toEqual([hazmat, forklift]);
    expect(missingSkills([hazmat, forklift], [{ skill_id: 'sk-f', expires_on: null }], '2026-11-25')).toEqual([hazmat]);
  });

  it('counts a skill without expiry as held on every date', () => {
    expect(missingSkills([forklift], [{ skill_id: 'sk-f', expires_on: null }], '2099-12-31')).toEqual([]);
  });

  it('treats the expiry date as the last valid day: valid on it, missing the day after', () => {
    const held = [{ skill_id: 'sk-f', expires_on: '2026-11-25' }];
    expect(missingSkills([forklift], held, '2026-11-24')).toEqual([]);
    expect(missingSkills([forklift], held, '2026-11-25')).toEqual([]);
    expect(missingSkills([forklift], held, '2026-11-26')).toEqual([forklift]);
  });

  it('lists a skill required twice once', () => {
    expect(missingSkills([forklift, forklift], [], '2026-11-25')).toEqual([forklift]);
  });
});

describe('skill names', () => {
  it('lists names for a message', () => {
    expect(skillNameList([forklift, hazmat])).toBe('Forklift, Hazmat');
  });

  it('compares names without case or surrounding spaces', () => {
    expect(skillNameKey(' ForkLift ')).toBe(skillNameKey('forklift'));
  });

  it('reads a Skills cell: semicolons, trimmed, blanks dropped, each name once', () => {
    expect(parseSkillsCell(' Forklift ; hazmat;;FORKLIFT; ')).toEqual(['Forklift', 'hazmat']);
    expect(parseSkillsCell('')).toEqual([]);
  });
});
