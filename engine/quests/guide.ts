// A simple seeded player for the quest tests: walks toward what the quest's goal needs and answers every
// decision by a fixed rule. Careful: flee when it can. Reckless: always fight, take the first option.
import { storyCard } from '../../data/index';
import { applyAction, legalActions } from '../index';
import type { Action, GameState } from '../types';
import type { QuestMove } from './actions';
import { kindOf, questOf, tunnelsFrom, type MineState } from './mine';

export type Style = 'careful' | 'reckless';

const HARM = new Set(['loseLives', 'losePep', 'loseGems', 'roll', 'luck', 'discardSupply', 'discardItem']);

/** The chambers the goal still needs, nearest first being the guide's next target. */
export function targets(m: MineState): string[] {
  const quest = questOf(m);
  if (m.failed !== null || m.progress >= quest.goal.target) return quest.map.chambers.filter((c) => c.kind === 'exit').map((c) => c.id);
  if (Object.keys(m.tokens).length > 0) return Object.entries(m.tokens).filter(([, t]) => !t.known).map(([id]) => id);
  const questChambers = quest.map.chambers.filter((c) => c.kind === 'quest').map((c) => c.id);
  if (m.flags.includes('carrying')) return ['q-seam'];
  if (quest.id === 'powder-for-sallow-gap') return ['q-store'];
  return questChambers.filter((id) => !m.flags.includes(`${id}:lit`));
}

/** Shortest walk (by tunnels) from the meeple to the nearest target: the first step. */
function stepToward(m: MineState, goals: string[]): string | null {
  const prev = new Map<string, string>([[m.at, '']]);
  const queue = [m.at];
  while (queue.length) {
    const here = queue.shift()!;
    if (goals.includes(here) && here !== m.at) {
      let step = here;
      while (prev.get(step) !== m.at) step = prev.get(step)!;
      return step;
    }
    const k = here === m.at ? 'start' : kindOf(m, here).kind;
    if (k === 'exit') continue;
    for (const t of tunnelsFrom(m, here)) {
      if (prev.has(t.to) || kindOf(m, t.to).kind === 'entrance') continue;
      prev.set(t.to, here);
      queue.push(t.to);
    }
  }
  return null;
}

function questMove(s: GameState, style: Style): QuestMove | null {
  const m = s.quest as unknown as MineState | null;
  const head = s.pending[0];
  if (head && head.kind === 'quest') {
    switch (head.step) {
      case 'shovel': return { type: 'shovel', use: false };
      case 'shovelKeep': return { type: 'keep', card: (head.data.cards as string[])[0] };
      case 'eventOption': {
        const opts = storyCard(head.data.card as string).options!;
        if (style === 'reckless') return { type: 'option', index: 0 };
        const safe = opts.findIndex((o) => o.effects.every((e) => !HARM.has(e.op)));
        return { type: 'option', index: safe >= 0 ? safe : opts.length - 1 };
      }
      case 'fightOrFlee': case 'afterLoss': {
        const mustBeat = m?.fight?.card === null; // a quest's own hazard is usually the goal
        return style === 'careful' && !mustBeat && s.pep > 0 ? { type: 'flee' } : { type: 'fight' };
      }
      case 'reroll': return style === 'careful' && (m!.fight!.roll ?? 6) <= 2 ? { type: 'reroll' } : { type: 'keepRoll' };
      case 'luckyCharm': return s.gems > 0 && style === 'careful' && s.deck.length > 0 ? { type: 'charm' } : { type: 'settle' };
      case 'actionChamber': return { type: 'stop' };
    }
  }
  if (head || !m) return null;
  const to = stepToward(m, targets(m));
  if (to) return { type: 'move', to };
  // nothing to aim for on this side of the map: any move
  const any = tunnelsFrom(m, m.at).find((t) => kindOf(m, t.to).kind !== 'entrance' && kindOf(m, t.to).kind !== 'exit');
  return any ? { type: 'move', to: any.to } : null;
}

/** Play from a state inside a mine until it is left or the game ends; returns the states passed through. */
export function guide(s: GameState, style: Style, limit = 400): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < limit && s.status === 'playing' && s.place.at === 'mine'; i++) {
    const mv = questMove(s, style);
    const a: Action = mv ? { type: 'quest', action: mv } : pickEngineAnswer(s);
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return { state: s, actions };
}

/** Decisions that are the engine's own (a perk, a discard): Fighter, or the first answer. */
function pickEngineAnswer(s: GameState): Action {
  const legal = legalActions(s);
  return legal.find((a) => a.type === 'perk' && a.perk === 'fighter') ?? legal[0];
}
