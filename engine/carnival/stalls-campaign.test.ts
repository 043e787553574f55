// The three stall games inside a campaign (guide, Bay Carnival: "visit the stalls"): the price is paid, each game is
// played once per campaign, 7+ Gems in one game flips Bay Carnival with 1 XP (once), and the Story deck comes back
// as the game left it.
import { describe, expect, it } from 'vitest';
import { act, acts, fixture, reason } from '../testkit';
import { legalActions, playerView } from '../index';
import type { GameState } from '../types';
import { STORY_IDS, storyCard } from '../../data';
import { content } from '../../data';
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from '../../data/carnival';
import { stingOf } from './fortune-forage';

const WORKED = RELAY_DATA.solution.map((s) => s.action);
const stall = (action: object) => ({ type: 'stall' as const, action: action as { type: string } });
const doubles = STORY_IDS.filter((id) => storyCard(id).forage.icons.length === 2 && !storyCard(id).forage.alert);
const stings = STORY_IDS.filter((id) => storyCard(id).forage.alert);
const sweet = { type: 'forage', call: 'sweet' };
const stung = { type: 'forage', call: 'stung' };
/** after a 7+ flip the level-up perk may be waiting; choose one so the turn goes on */
const settle = (s: GameState) => (s.pending[0]?.kind === 'levelUp' ? act(s, { type: 'perk', perk: 'merchant' } as never).state : s);

describe('Bay Carnival stalls in a campaign', () => {
  it("Guide, Bay Carnival: each stall's listed price is the blue Bay Carnival card's", () => {
    const blue = content.locations.find((l) => l.id === 'carnival')!.blue.stalls!.gems;
    expect([FORAGE_DATA.cost, PEST_RACE_DATA.cost, RELAY_DATA.cost]).toEqual([blue, blue, blue]);
  });

  it('Guide, Bay Carnival: Copperfin Relay costs the price, completing it pays 7, flips Bay Carnival with 1 XP, the deck untouched', () => {
    const start = fixture({ gems: 5 });
    let s = act(start, { type: 'visitStalls', game: 'relay' }).state;
    expect(s.gems).toBe(3);
    expect(playerView(s).stall?.game).toBe('relay');
    expect(legalActions(s).every((a) => a.type === 'stall')).toBe(true);
    s = acts(s, ...WORKED.map(stall));
    expect([s.gems, s.xp, s.sides.carnival]).toEqual([10, 1, 'red']);
    expect([s.deck, s.discard]).toEqual([start.deck, start.discard]);
    s = settle(s);
    expect(reason(s, { type: 'visitStalls', game: 'relay' })).toMatch(/already/);
  });

  it('Guide, Bay Carnival: Fortune Forage calls from the top of the campaign deck; the cards turned up go to the discard', () => {
    const start = fixture({ gems: 2, top: doubles.slice(0, 3) });
    let s = act(start, { type: 'visitStalls', game: 'fortune-forage' }).state;
    expect(s.gems).toBe(0);
    s = acts(s, stall(sweet), stall(sweet));
    expect(playerView(s).stall?.view).toMatchObject({ run: 2, forageables: 4, deckSize: start.deck.length - 2 });
    s = act(s, stall(stung)).state;
    expect(s.gems).toBe(FORAGE_DATA.prizeByRun[2]);
    expect(s.discard).toEqual([...start.discard, ...doubles.slice(0, 3)]);
    expect(s.deck).toEqual(start.deck.slice(3));
    expect([s.xp, s.sides.carnival]).toEqual([0, 'blue']);
  });

  it('Guide, Bay Carnival: the seer, then Fortune Forage with four right calls wins 8 and flips Bay Carnival with 1 XP, once', () => {
    // the worked example (step 2): the seer shows the top 4, then the stall pays 8
    let s = fixture({ gems: 6, top: [stings[0], doubles[0], doubles[1], stings[1], doubles[2]] });
    s = act(s, { type: 'visitSeer' }).state;
    const shown = (s.pending[0] as { cards: string[] }).cards;
    s = act(s, { type: 'seerOrder', order: shown } as never).state;
    expect(s.seerKnown).toBe(4);
    s = act(s, { type: 'visitStalls', game: 'fortune-forage' }).state;
    // the stall shows again what the seer showed, in the order put back, and nothing more
    expect((playerView(s).stall?.view as { foreseen: { name: string }[] }).foreseen.map((c) => c.name)).toEqual(shown.map((id) => storyCard(id).name));
    // the table's own list of seen cards drops each one the stall turns up
    s = act(s, stall({ type: 'forage', call: stingOf(shown[0]) })).state;
    expect(playerView(s).seerKnown.map((c) => c.id)).toEqual(shown.slice(1));
    expect([playerView(s).deckSize, playerView(s).discardTop?.id]).toEqual([s.deck.length - 1, shown[0]]);
    s = acts(s, ...shown.slice(1).map((id) => stall({ type: 'forage', call: stingOf(id) })), stall(stung));
    expect([s.gems, s.xp, s.sides.carnival]).toEqual([6 - 2 + 8, 1, 'red']);
    expect(s.seerKnown).toBe(0);
    s = settle(s);
    // a second 7+ win (the relay) pays but gives no more XP: Bay Carnival is already flipped
    s = act(s, { type: 'visitStalls', game: 'relay' }).state;
    s = acts(s, ...WORKED.map(stall));
    expect(s.xp).toBe(1);
    expect(reason(settle(s), { type: 'visitStalls', game: 'fortune-forage' })).toMatch(/already/);
  });

  it("Guide, Bay Carnival: Fortune Forage's wrong first call wins nothing; reaching Story's End is reported to the campaign", () => {
    let s = fixture({ gems: 4, top: [stings[0], stings[1]] });
    s = acts(s, { type: 'visitStalls', game: 'fortune-forage' }, stall(sweet));
    expect([s.gems, s.xp]).toEqual([2, 0]);
    let e = fixture({ gems: 4 });
    e = { ...e, discard: [...e.discard, ...e.deck.slice(1)], deck: e.deck.slice(0, 1) };
    e = acts(e, { type: 'visitStalls', game: 'fortune-forage' }, stall({ type: 'forage', call: stingOf(e.deck[0]) }));
    const r = act(e, stall(sweet));
    const types = r.events.map((x) => x.type);
    // the stall stops at Story's End and hands it to the campaign, which resolves it at the end of the turn
    expect(types.indexOf('stall:storyEndRevealed')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('storyEnd')).toBeGreaterThan(types.indexOf('stallEnd'));
    expect(r.state.deck).toHaveLength(28);
  });

  it('Guide, Bay Carnival: Pest Race takes its seed from the campaign, pays the backed winner, and leaves the deck alone', () => {
    let flipped = false;
    for (let i = 0; i < 40 && !flipped; i++) {
      const start = fixture({ gems: 3 }, { seed: `pest-${i}` });
      let s = act(start, { type: 'visitStalls', game: 'pest-race' }).state;
      s = act(s, stall({ type: 'bet', pest: 'slug' })).state;
      while (s.pending[0]?.kind === 'stall') s = act(s, stall({ type: 'roll' })).state;
      const won = s.ledger.some((e) => /Mottle the slug wins/.test(e.text));
      expect(s.gems).toBe(1 + (won ? 7 : 0));
      expect([s.deck, s.discard]).toEqual([start.deck, start.discard]);
      if (won) {
        expect([s.xp, s.sides.carnival]).toEqual([1, 'red']);
        flipped = true;
      } else expect(s.xp).toBe(0);
      expect(reason(settle(s), { type: 'visitStalls', game: 'pest-race' })).toMatch(/already/);
    }
    expect(flipped).toBe(true);
  });

  it('Replay: a campaign with a stall game replays to the same hash', async () => {
    const { replay, stateHash } = await import('../index');
    const { setup } = await import('../testkit');
    const su = setup({ seed: 'carnival-replay' });
    const base = replay(su, []);
    const actions = legalActions(base).filter((a) => a.type === 'visitStalls');
    expect(actions.length).toBeGreaterThan(0);
    const chosen = actions.find((a) => (a as { game?: string }).game === 'pest-race')!;
    const played = [chosen, stall({ type: 'bet', pest: 'crab' }), ...Array.from({ length: 3 }, () => stall({ type: 'roll' }))];
    expect(stateHash(replay(su, played))).toBe(stateHash(replay(su, played)));
  });
});
