// The terminal front end: numbered legal actions, refused ones with their reasons, and a whole campaign to its end.
import { describe, expect, it } from 'vitest';
import { autoplay, menu, parseArgs, step, summary } from './play';
import { newGame, playerView } from '../engine/index';

describe('npm run play', () => {
  const { setup } = parseArgs(['--seed', 'terminal', '--character', 'maudie', '--stat', 'strength', '--flips', '2']);

  it('reads the set-up from its flags', () => {
    expect(setup).toMatchObject({ seed: 'terminal', character: 'maudie', plusOneStat: 'strength', harder: { extraFlips: 2 } });
  });

  it('refuses a flag it does not know or a value out of range with one sentence, rather than guessing', () => {
    expect(() => parseArgs(['--character', 'nobody'])).toThrow('--character must be one of peth, wren, maudie, tobias; "nobody" is not.');
    expect(() => parseArgs(['--flips', 'abc'])).toThrow('--flips must be a whole number from 0 to 3; "abc" is not.');
    expect(() => parseArgs(['--flips', '9'])).toThrow(/--flips must be a whole number from 0 to 3/);
    expect(() => parseArgs(['--skill', '5'])).toThrow(/--skill must be a whole number from 0 to 1/);
    expect(() => parseArgs(['--stat', 'luck'])).toThrow(/--stat must be one of strength, agility/);
    expect(() => parseArgs(['--auto', 'abc'])).toThrow(/--auto must be a whole number/);
    expect(() => parseArgs(['--sead', 'x'])).toThrow(/^Unknown option '--sead'\. The options are --seed, /);
  });

  it('numbers the legal actions and shows refused ones with the engine\'s reason', () => {
    const s = newGame(setup);
    const m = menu(s, true);
    expect(m.text).toMatch(/^ {2}1\. /);
    expect(m.text).toMatch(/\d+x Pay the Crows \(60 Gems\): The Crows want 60 Gems; you have 2\./);
    expect(summary(playerView(s))).toMatch(/Maudie \| Day 1, timer 0\/4 \| Gems 2\/60/);
  });

  it('plays a number, prints the new ledger lines, and refuses junk with a hint', () => {
    const s = newGame(setup);
    const r = step(s, '1');
    expect(r.state).not.toBe(s);
    expect(r.out).toMatch(/·/);
    expect(step(s, 'zzz').out).toMatch(/Type a number/);
    expect(step(s, 'q').quit).toBe(true);
    const crows = menu(s, true).text.split('\n').find((l) => l.includes('Pay the Crows'))!;
    const refused = step(s, crows.trim().split('x')[0]);
    expect(refused.out).toBe('Refused: The Crows want 60 Gems; you have 2.');
    expect(refused.state).toBe(s);
  });

  it('a whole campaign can be played through this front end to a win or a loss', () => {
    const end = autoplay(newGame(setup), 5000, 7);
    expect(end.status).not.toBe('playing');
  });
});
