// The positions the advisor's reference ranks (issue 27): sampled from strong-player campaigns so that they are the
// kind a player asks about, with every kind of moment represented: town turns on each of the three days, nights,
// decisions inside mines and other prompts, from few legal actions to many.
import { applyAction, legalActions, newGame, type Action, type GameState } from '../engine/index';
import { CHARACTER_IDS, NORMAL_HARDER, type GameSetup } from '../contract';
import { isTownTurn } from '../engine/bots/index';
import { MAX_ACTIONS, noAction } from '../engine/bots/index';
import { botRng } from '../engine/bots/index';
import { strongBot } from '../engine/bots/index';

/** The kinds of moment the sample covers, each with as many positions. */
export const KINDS = ['town-day-1', 'town-day-2', 'town-day-3', 'night', 'mine', 'prompt'] as const;
export type Kind = (typeof KINDS)[number];
export const PER_KIND = 18;
/** Campaigns played to find them: enough that every kind has many more candidates than it keeps. */
const CAMPAIGNS = 24;

export interface SampledPosition {
  id: string;
  kind: Kind;
  setup: GameSetup;
  /** the actions that reached the position from its set-up */
  path: Action[];
  /** how many legal actions it has (each ranked) */
  actions: number;
}

/** Which kind of moment a state with a choice is. */
export function kindOf(s: GameState): Kind {
  if (s.place.at === 'mine') return 'mine';
  if (isTownTurn(s)) return `town-day-${Math.min(3, Math.max(1, s.day))}` as Kind;
  if (s.place.at === 'night' && s.pending.length === 0) return 'night';
  return 'prompt';
}

/** PER_KIND positions of each kind, spread evenly over the candidates sorted by their count of legal actions (so a
 *  kind keeps its few-action and its many-action moments alike); the same every run. */
export function samplePositions(): SampledPosition[] {
  const found = new Map<Kind, SampledPosition[]>(KINDS.map((k) => [k, []]));
  for (let c = 0; c < CAMPAIGNS; c++) {
    const setup: GameSetup = {
      seed: `advisor-reference/campaign-${c}`,
      character: CHARACTER_IDS[c % CHARACTER_IDS.length],
      startingSkill: (Math.floor(c / 4) % 2) as 0 | 1,
      plusOneStat: c % 3 === 0 ? 'strength' : 'agility',
      harder: NORMAL_HARDER,
    };
    const rng = botRng(`advisor-reference/campaign-${c}/choices`);
    let s = newGame(setup);
    const path: Action[] = [];
    for (let n = 0; s.status === 'playing' && n < MAX_ACTIONS; n++) {
      const legal = legalActions(s);
      if (legal.length === 0) throw new Error(noAction(s));
      if (legal.length > 1) {
        const kind = kindOf(s);
        found.get(kind)!.push({ id: '', kind, setup, path: path.slice(), actions: legal.length });
      }
      const a = strongBot.choose(s, legal, rng);
      path.push(a);
      s = applyAction(s, a).state;
    }
  }
  const out: SampledPosition[] = [];
  for (const kind of KINDS) {
    const all = found.get(kind)!.map((p, i) => ({ p, i })).sort((a, b) => a.p.actions - b.p.actions || a.i - b.i).map(({ p }) => p);
    const take = Math.min(PER_KIND, all.length);
    for (let k = 0; k < take; k++) {
      const p = all[Math.floor(((k + 0.5) * all.length) / take)];
      out.push({ ...p, id: `${kind}-${k + 1}` });
    }
  }
  return out;
}
