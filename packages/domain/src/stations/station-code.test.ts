import { describe, it, expect } from 'vitest';
import { compareStationCodes, displayStationCode, shortenStationCode, tvStationCode } from './station-code.ts';

describe('shortenStationCode', () => {
  it('keeps codes of 8 characters or fewer as they are', () => {
    expect(shortenStationCode('1-01')).toBe('1-01');
    expect(shortenStationCode('ABCDEFGH')).toBe('ABCDEFGH');
    expect(shortenStationCode('')).toBe('');
  });

  it('keeps a short code even when it starts with a known prefix', () => {
    expect(shortenStationCode('Dest-1')).toBe('Dest-1');
  });

  it('cuts other codes longer than 8 characters to 8 plus an ellipsis', () => {
    expect(shortenStationCode('ABCDEFGHI')).toBe('ABCDEFGH…');
    expect(shortenStationCode('Problem Solve 3')).toBe('Problem …');
  });

  it('replaces the Destuffit-, Tote Stuffer- and Tote Buffer- prefixes', () => {
    expect(shortenStationCode('Destuffit-01')).toBe('Dest-01');
    expect(shortenStationCode('Tote Stuffer-2')).toBe('Stuffer-2');
    expect(shortenStationCode('Tote Buffer-3')).toBe('Buffer-3');
  });

  it('does not cut a replaced code again, even when it is still longer than 8 characters', () => {
    expect(shortenStationCode('Tote Stuffer-12')).toBe('Stuffer-12');
    expect(shortenStationCode('Tote Buffer-North-1')).toBe('Buffer-North-1');
  });

  it('matches prefixes case-sensitively, as the spec writes them', () => {
    expect(shortenStationCode('destuffit-01')).toBe('destuffi…');
  });
});

describe('displayStationCode', () => {
  it('shows SAP for a line-4 code in TV views', () => {
    expect(displayStationCode('4-01', { tv: true })).toBe('SAP');
    expect(displayStationCode('4-Long-Station-Name', { tv: true })).toBe('SAP');
  });

  it('shows the shortened code for line-4 stations outside TV views', () => {
    expect(displayStationCode('4-01', { tv: false })).toBe('4-01');
    expect(displayStationCode('4-Long-Station', { tv: false })).toBe('4-Long-S…');
  });

  it('does not treat codes that merely contain 4- as SAP', () => {
    expect(displayStationCode('14-01', { tv: true })).toBe('14-01');
  });

  it('shortens other codes in TV views too', () => {
    expect(displayStationCode('Destuffit-07', { tv: true })).toBe('Dest-07');
  });
});

describe('compareStationCodes', () => {
  it('orders numbers inside codes by value', () => {
    expect(['1-10', '1-2', '1-1'].sort(compareStationCodes)).toEqual(['1-1', '1-2', '1-10']);
  });

  it('ignores letter case', () => {
    expect(compareStationCodes('ind-1', 'IND-1')).toBe(0);
  });
});

describe('tvStationCode', () => {
  it('shows SAP for a line-4 code', () => {
    expect(tvStationCode('4-01')).toBe('SAP');
    expect(tvStationCode('4-Long-Station-Name')).toBe('SAP');
  });

  it('keeps every other code whole, however long', () => {
    expect(tvStationCode('1-03')).toBe('1-03');
    expect(tvStationCode('Water Spider-L2')).toBe('Water Spider-L2');
    expect(tvStationCode('Tote Stuffer-01')).toBe('Tote Stuffer-01');
    expect(tvStationCode('14-01')).toBe('14-01');
  });
});
