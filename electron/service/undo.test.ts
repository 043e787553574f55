import { describe, expect, it } from 'vitest';
import { undoInfo } from './game-service';

// docs/saves.md: undo goes back over actions that revealed nothing random, never across a draw or a die roll;
// Copperfin Relay's rulebook adds "no undo", carried by events marked final.
describe('undo stops where the rules say', () => {
  const stored = (events: { type: string; text: string; chance?: boolean; final?: boolean }[]) => ({ seq: 1, action: { type: 'x' }, events, hash: '0' });

  it('an action that revealed nothing can be taken back', () => {
    expect(undoInfo('playing', stored([{ type: 'moved', text: 'You walk to the Market.' }]))).toEqual({ available: true });
  });
  it('a draw or a roll stands, and the sentence says which', () => {
    const u = undoInfo('playing', stored([{ type: 'draw', text: 'You draw Bog Leech.', chance: true }]));
    expect(u.available).toBe(false);
    expect(u.reason).toContain('You draw Bog Leech.');
  });
  it('Copperfin Relay: "no undo" stands without claiming chance', () => {
    const u = undoInfo('playing', stored([{ type: 'stall:sailed', text: 'Watch 1: sailed Depot to Market.', final: true }]));
    expect(u.available).toBe(false);
    expect(u.reason).toMatch(/no undo/);
    expect(u.reason).not.toMatch(/chance/);
  });
  it('nothing to undo at the start or after the end', () => {
    expect(undoInfo('playing', undefined).available).toBe(false);
    expect(undoInfo('won', stored([])).available).toBe(false);
  });
});
