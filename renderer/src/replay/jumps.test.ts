import { describe, expect, it } from 'vitest';
import { nextMark, parseReplayParam, playbackDelay, previousMark, replayParam } from './jumps';

describe('the replay route and jumps (issue 25)', () => {
  it('reads #/replay/<id>/<step>, the end when the step is missing or not a whole number', () => {
    expect(parseReplayParam('abc/12')).toEqual({ id: 'abc', step: 12 });
    expect(parseReplayParam('abc')).toEqual({ id: 'abc', step: null });
    expect(parseReplayParam('abc/-3')).toEqual({ id: 'abc', step: null });
    expect(parseReplayParam('abc/x')).toEqual({ id: 'abc', step: null });
    expect(parseReplayParam(undefined)).toBeNull();
    expect(parseReplayParam(replayParam('c-1', 0))).toEqual({ id: 'c-1', step: 0 });
  });

  it('jumps to the next and previous mark, none past either end', () => {
    const marks = [4, 9, 20];
    expect(nextMark(marks, 0)).toBe(4);
    expect(nextMark(marks, 4)).toBe(9);
    expect(nextMark(marks, 20)).toBeNull();
    expect(previousMark(marks, 9)).toBe(4);
    expect(previousMark(marks, 4)).toBeNull();
    expect(previousMark(marks, 100)).toBe(20);
  });

  it('plays back at the chosen steps a second', () => {
    expect(playbackDelay(1)).toBe(1000);
    expect(playbackDelay(4)).toBe(250);
  });
});
