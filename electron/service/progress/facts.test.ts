// Issue 29: the facts folded action by action agree with what each campaign's states and ledger show, on strong-bot
// campaigns of fixed seeds (each figure found here by a second, plainer reading of the same play).
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Action, type GameSetup, type GameState } from '../../../engine';
import { playCampaign } from '../../../engine/bots/index';
import { strongBot } from '../../../engine/bots/index';
import { botRng } from '../../../engine/bots/index';
import { NORMAL_HARDER } from '../../../contract';
import { campaignFacts, NUMBERED } from './facts';

const CHARACTERS = ['peth', 'wren', 'maudie', 'tobias'];

describe('campaign facts (issue 29)', () => {
  for (let i = 0; i < 8; i++) {
    it(`agree with a plain reading of strong-bot campaign p29-${i}`, () => {
      const setup: GameSetup = { seed: `p29-${i}`, character: CHARACTERS[i % 4], startingSkill: 0, plusOneStat: 'strength', harder: NORMAL_HARDER };
      const { actions } = playCampaign(setup, strongBot, botRng(`p29:${i}`));
      const facts = campaignFacts(setup, actions);

      // the plain reading: every state in turn, and the ledger's own words
      let s: GameState = newGame(setup);
      let most = s.gems;
      let mostRed = 0;
      let paidDay: number | null = null;
      const quests = new Set<string>();
      for (const a of actions) {
        if (a.type === 'payCrows') paidDay = s.day;
        const { state, events } = applyAction(s, a as Action);
        for (const e of events) if (e.type === 'questDone') quests.add(String(e.quest));
        s = state;
        most = Math.max(most, s.gems);
        mostRed = Math.max(mostRed, NUMBERED.filter((id) => s.sides[id as keyof GameState['sides']] === 'red').length);
      }
      const relayWon = s.ledger.some((l) => l.type === 'stallEnd' && l.text.startsWith('Copperfin Relay is over: all lamps lit'));

      expect(facts.actions).toBe(actions.length);
      expect(facts.status).toBe(s.status);
      expect(facts.mostGems).toBe(most);
      expect(facts.mostRed).toBe(mostRed);
      expect(facts.paid?.day ?? null).toBe(paidDay);
      expect(facts.questsDone).toEqual([...quests].sort());
      expect(facts.relayWatches !== null).toBe(relayWon);
      expect([facts.lives, facts.pep, facts.gems]).toEqual([s.lives, s.pep, s.gems]);
      if (s.status === 'won') expect(facts.paid).not.toBeNull();
    });
  }
});
