import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from './screen';

describe('screens are kept in the address hash', () => {
  it('a rules link opens its section', () => {
    expect(parseHash('#/rules/7b')).toEqual({ screen: 'rules', param: '7b' });
  });
  it('a section id with spaces and a colon survives the round trip', () => {
    const route = { screen: 'rules' as const, param: 'Guide: Coppersand' };
    expect(parseHash(formatHash(route))).toEqual(route);
  });
  it('an unknown or empty hash is the title screen', () => {
    expect(parseHash('')).toEqual({ screen: 'title' });
    expect(parseHash('#/nowhere/3')).toEqual({ screen: 'title', param: '3' });
  });
});
