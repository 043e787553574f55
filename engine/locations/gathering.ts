// Guide, Coppersand / The Scrapyard / Burrow Glade: fish, dig or forage up to 3 times (stop at any time),
// then count exclamation marks, take off the Agility allowance, and resolve the Location's penalty ladder.
import { content, item as itemCard, storyCard } from '../../data/index';
import { cardView } from '../cardView';
import { activeSkillCards, removeItem, skillTotals } from '../character';
import { answerInfo, type DecisionAnswers, type DecisionHandler } from '../decisionHandler';
import { emit, type Ctx } from '../draft';
import { runEffects } from '../effects';
import { offered } from '../handler';
import { drawStory } from '../story';
import { addToSupply, VERB_KIND } from '../supply';
import { spendTime } from '../time';
import type { GameState, GlovesDecision, KeepDrawingDecision, LocationKey, Verb } from '../types';
import { hasMark, marksAgilityIgnores, marksIgnored, moveTo, sideOf } from './common';
import { ofVerb } from '../verb';

export const VERB_WORD: Record<Verb, string> = { fish: 'fish', dig: 'dig', forage: 'forage' };
const GERUND: Record<Verb, string> = { fish: 'Fishing', dig: 'Digging', forage: 'Foraging' };
const AGAIN: Record<Verb, string> = { fish: 'Fish', dig: 'Dig', forage: 'Forage' };

/** Up to 3 draws, or more with a skill (e.g. Peth's Old Salt). */
export function maxDraws(s: GameState, location: LocationKey, verb: Verb): number {
  const base = ofVerb(sideOf(s, location), verb)?.draws ?? 0;
  return base + ofVerb(skillTotals(s).extraDraws, verb);
}

export function gatheringTime(s: GameState, location: LocationKey, verb: Verb): number {
  return ofVerb(sideOf(s, location), verb)?.time ?? 1;
}

/** Start the action: spend time, move there, draw the first card. */
export function startGathering(c: Ctx, location: LocationKey, verb: Verb): void {
  spendTime(c, gatheringTime(c.s, location, verb));
  moveTo(c, location);
  drawNext(c, { kind: 'keepDrawing', verb, location, drawn: [], max: maxDraws(c.s, location, verb) });
}

/** Draw one more card into the supply, then offer another draw or finish. */
export function drawNext(c: Ctx, d: KeepDrawingDecision): void {
  // the draw's words are for the ledger only, which a quiet draft (a rollout's) does not write
  const id = drawStory(c, c.quiet ? '' : `${GERUND[d.verb]} (${d.drawn.length + 1} of up to ${d.max})`);
  const drawn = id === null ? d.drawn : [...d.drawn, id];
  if (id !== null) {
    addToSupply(c, id, ofVerb(VERB_KIND, d.verb));
    if (!c.quiet) {
      const card = storyCard(id);
      const icons = d.verb === 'fish' ? card.fish.icons : d.verb === 'dig' ? [card.material.icon] : card.forage.icons;
      // a fish colour is said as a fish ("a red fish"), never a bare colour (issue 24, item 12)
      const said = icons.map((i) => (d.verb === 'fish' && i !== 'starfish' ? `a ${i} fish` : `a ${i}`));
      emit(c, 'supply', `${card.name} adds ${said.join(' and ')} to your supply${hasMark(id, d.verb) ? ', with an exclamation mark' : ''}.`, { card: id, as: VERB_KIND[d.verb], icons });
    }
  }
  if (id !== null && drawn.length < d.max && c.s.deck.length > 0) {
    c.s.pending.unshift({ ...d, drawn });
    return;
  }
  finishGathering(c, d.location, d.verb, drawn);
}

/** Count the marks, ignore what Agility allows, then gloves (if carried) or the penalties. */
export function finishGathering(c: Ctx, location: LocationKey, verb: Verb, drawn: readonly string[]): void {
  const marks = drawn.filter((id) => hasMark(id, verb)).length;
  const ignored = Math.min(marks, marksIgnored(c.s, verb));
  const left = marks - ignored;
  if (marks > 0 && !c.quiet) {
    // what each allowance takes, Agility's first (the guide's order), so a skill's part is not put down to Agility
    const byAgility = Math.min(marks, marksAgilityIgnores(c.s));
    const bySkill = ignored - byAgility;
    const skill = bySkill > 0 ? `, ${ignoringSkills(c.s, verb)} ${bySkill} more` : '';
    emit(c, 'marks', `${plural(marks)} among your ${plural(drawn.length, 'card')}; your Agility of ${c.s.agility} ignores ${byAgility || 'none'}${skill}: ${left} to resolve.`);
  }
  if (left > 0 && c.s.rucksack.includes('gloves')) {
    c.s.pending.unshift({ kind: 'gloves', verb, location, marks: left });
    return;
  }
  resolveMarks(c, location, verb, left);
}

/** The active skills that ignore this verb's marks, by name ("Scrap Sense"), for the ledger (3: the starting skill,
 *  both from LEVEL 3). */
function ignoringSkills(s: GameState, verb: Verb): string {
  const names = activeSkillCards(s).filter((k) => k.effect.kind === 'ignoreMarks' && k.effect.verb === verb).map((k) => k.name);
  return names.length ? names.join(' and ') : 'your skill';
}

function plural(n: number, word = 'exclamation mark'): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Resolve the ladder up to and including `marks`, then the Location's flip condition. */
export function resolveMarks(c: Ctx, location: LocationKey, verb: Verb, marks: number): void {
  runEffects(c, [{ op: 'penalties', location, verb, marks }, { op: 'flipCheck', verb }], { why: 'Penalty' });
}

/** The gloves' answer: discard them to ignore more marks, or keep them. */
export function answerGloves(c: Ctx, d: GlovesDecision, use: boolean): void {
  let marks = d.marks;
  if (use) {
    const g = itemCard('gloves');
    const ignore = g.use.when === 'marks' ? g.use.ignore : 0;
    removeItem(c, 'gloves', 'You pull on the gloves');
    marks = Math.max(0, marks - ignore);
  }
  resolveMarks(c, d.location, d.verb, marks);
}

// ---- the two decisions a gathering raises, as records for the decisions' table (engine/decisions.ts) ----

// The answers that never change, made once (handler.ts offered): keepDrawing comes after every draw of a gathering
const KEEP_DRAWING = offered<DecisionAnswers['keepDrawing']>({ type: 'drawAgain' }, { type: 'stopDrawing' });
const GLOVES = offered<DecisionAnswers['gloves']>({ type: 'useGloves' }, { type: 'declineGloves' });

/** The guide page of the Location drawn at: a gathering's prompt links to where it was started. */
function guidePage(location: LocationKey): string {
  return `Guide: ${content.locations.find((l) => l.id === location)!.name}`;
}

/** Guide, Coppersand, The Scrapyard and Burrow Glade: after each draw, draw again (up to the most allowed) or stop. */
export const keepDrawingDecision: DecisionHandler<'keepDrawing'> = {
  answers: ['drawAgain', 'stopDrawing'],
  candidates: () => KEEP_DRAWING,
  check: () => null,
  apply(c, d, a) {
    c.s.pending.shift();
    if (a.type === 'drawAgain') drawNext(c, d);
    else {
      if (!c.quiet) emit(c, 'stop', `You stop after ${d.drawn.length} card${d.drawn.length === 1 ? '' : 's'}.`);
      finishGathering(c, d.location, d.verb, d.drawn);
    }
  },
  describe: (s, d, a) => answerInfo(a.type === 'drawAgain' ? `${AGAIN[d.verb]} again` : 'Stop here'),
  title: () => 'Carry on or stop?',
  rule: (s, d) => guidePage(d.location),
  prompt: (s, d) => `You have drawn ${d.drawn.length} of up to ${d.max}. ${AGAIN[d.verb]} again, or stop?`,
  view: (s, d) => ({ cards: d.drawn.map(cardView), data: { verb: d.verb, location: d.location, max: d.max } }),
};

/** Guide, The Market: gloves carried when marks are left to resolve may be discarded to ignore more of them. */
export const glovesDecision: DecisionHandler<'gloves'> = {
  answers: ['useGloves', 'declineGloves'],
  candidates: () => GLOVES,
  check: () => null,
  apply(c, d, a) {
    c.s.pending.shift();
    answerGloves(c, d, a.type === 'useGloves');
  },
  describe: (s, d, a) => answerInfo(a.type === 'useGloves' ? 'Use your gloves' : 'Keep your gloves'),
  title: () => 'Use your gloves?',
  rule: () => 'Guide: The Market',
  prompt: (s, d) => `${plural(d.marks)} to resolve. Discard your gloves to ignore one more?`,
  view: (s, d) => ({ cards: [], data: { marks: d.marks, verb: d.verb } }),
};
