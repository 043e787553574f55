import { describe, expect, it } from 'vitest';
import { benchRelayPeer } from './relay-peer';

describe('bench: Copperfin Relay against boardgame.io', () => {
  it('Follow a complete six-watch solution: both engines win every game and the figures are measured', () => {
    const r = benchRelayPeer(300, 100);
    expect([r.games, r.peerGames]).toEqual([300, 100]);
    expect(r.actionsPerGame).toBe(6);
    expect(r.ours.actionsPerSecond).toBeGreaterThan(0);
    expect(r.boardgameIo.actionsPerSecond).toBeGreaterThan(0);
    expect(r.ratio).toBeCloseTo(r.ours.actionsPerSecond / r.boardgameIo.actionsPerSecond, 6);
    expect(r.figures[0].reference?.value).toBe(r.boardgameIo.actionsPerSecond);
  });
});
