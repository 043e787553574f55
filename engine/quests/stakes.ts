// Rulebook 7b: what a fight is for. The fight-or-flee prompt shows the whole hazard card, "if you win" and "if you
// lose" included (issue 24, item 2), so a player knows the cost of losing before choosing. A Story card's hazard has
// its stakes written on the card (data/story.json winText, loseText); a quest hazard's are read from its effects.
import { itemWord, storyCard } from '../../data/index';
import type { QuestEffect, QuestHazard } from '../../data/quests/index';
import { plural } from '../handler';
import type { FightState } from './mine';

export interface Stakes {
  /** the card's line of flavour */
  text: string;
  win: string;
  lose: string;
}

/** The stakes of the fight in progress: from its Story card, or from the quest hazard of that name in the quest. */
export function stakesOf(f: FightState, hazards: readonly QuestHazard[]): Stakes {
  if (f.card) {
    const c = storyCard(f.card);
    if (c.hazard) return { text: c.flavour, win: c.hazard.winText, lose: c.hazard.loseText };
  }
  const h = hazards.find((x) => x.name === f.name);
  return { text: h?.text ?? '', win: effectsInWords(f.win), lose: effectsInWords(f.lose) };
}

/** Every quest hazard a quest's effects can bring out, wherever they are nested. */
export function hazardsIn(x: unknown, out: QuestHazard[] = []): QuestHazard[] {
  if (Array.isArray(x)) for (const y of x) hazardsIn(y, out);
  else if (x && typeof x === 'object') {
    const o = x as { op?: unknown; hazard?: QuestHazard };
    if (o.op === 'fight' && o.hazard) out.push(o.hazard);
    for (const v of Object.values(x)) hazardsIn(v, out);
  }
  return out;
}

/** A list of effects in one sentence: "Gain 1 Gem. The quest moves on by 1." ('Nothing happens.' for none). */
export function effectsInWords(effects: readonly QuestEffect[]): string {
  const words = effects.map(effectWords).filter((w) => w.length > 0);
  return words.length ? words.join(' ') : 'Nothing more happens.';
}

function effectWords(e: QuestEffect): string {
  const n = 'n' in e && typeof e.n === 'number' ? e.n : 1;
  switch (e.op) {
    case 'say': return e.text;
    case 'gainGems': return `Gain ${plural(n, 'Gem')}.`;
    case 'loseGems': return `Lose ${plural(n, 'Gem')}.`;
    case 'gainXp': return `Gain ${n} XP.`;
    case 'loseLives': return `Lose ${plural(n, 'Life', 'Lives')}.`;
    case 'gainLives': return `Gain ${plural(n, 'Life', 'Lives')}.`;
    case 'losePep': return `Lose ${n} Pep.`;
    case 'gainPep': return `Gain ${n} Pep.`;
    case 'progress': return `The quest's goal moves on by ${n}.`;
    case 'takeToken': return 'Take the mine token here.';
    case 'transform': return 'The chamber changes.';
    case 'failQuest': return e.text;
    case 'gainItem': return `Gain ${itemWord(e.item)}.`;
    case 'discardItem': return `Discard ${plural(n, 'item')}.`;
    case 'discardSupply': return `Discard ${plural(n, `${e.kind === 'forage' ? 'forageable' : e.kind} card`)}.`;
    default: return '';
  }
}
