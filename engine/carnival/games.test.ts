// The one table of stall games (rulebook guide, Bay Carnival: "visit the stalls"; issue 22): the ids, names and
// engines the rules look up are the table's, each entry's engine is the game its key names, and the games offered on
// their own are the ones the table marks.
import { describe, expect, it } from 'vitest';
import { STALL_GAMES, STALL_GAME_IDS, STAND_ALONE_IDS } from './games';
import { STALL_IDS, STALL_NAMES, stallGame } from './registry';

describe('the table of stall games (Guide, Bay Carnival)', () => {
  it('gives the rules their ids, names and engines, in the order the stalls are listed', () => {
    expect(STALL_GAME_IDS).toEqual(['fortune-forage', 'pest-race', 'relay', 'lake-race']);
    expect(STALL_IDS).toEqual(STALL_GAME_IDS);
    for (const id of STALL_GAME_IDS) {
      expect(STALL_GAMES[id].engine.id).toBe(id);
      expect(STALL_NAMES[id]).toBe(STALL_GAMES[id].name);
      expect(stallGame(id)).toBe(STALL_GAMES[id].engine);
      expect(STALL_GAMES[id].section.length).toBeGreaterThan(0);
    }
  });

  it('offers Copperfin Relay (seed 000) and the Lake Race series (seed 003) on their own, the chance stalls only in a campaign', () => {
    expect(STAND_ALONE_IDS).toEqual(['relay', 'lake-race']);
  });
});
