// Rulebook 7b: fighting and fleeing hazards, from a Story chamber or a quest chamber.
// Every roll goes through the state's seeded generator (rollDie); each choice is a pending quest decision.
import { STORY_IDS, storyCard } from '../../data/index';
import { draftList, emit, rollDie, type Ctx } from '../draft';
import { loseLives, losePep, payGems, skillTotals } from '../character';
import { drawStory } from '../story';
import { specialByLetter } from '../../data/quests/index';
import type { GameState } from '../types';
import { ask } from './ask';
import { chamberName, type FightState, type MineState, type QuestHazard, type QuestStep } from './mine';

/** 7b: the hazard's attack adds its Strength, the Story chamber's depth, 1 at night (6), and 1 with the harder option (9). */
export function hazardBonus(s: GameState, f: FightState): { strength: number; depth: number; night: number; harder: number } {
  return {
    strength: f.strength,
    depth: f.depth,
    night: s.phase === 'night' ? 1 : 0,
    harder: s.setup.harder.hazardsPlusOne ? 1 : 0,
  };
}

/** 7b: your attack is your roll plus your Strength (and a skill that adds to it), the lucky charm's number, a kept Special card. */
export function attackTotal(s: GameState, f: FightState): number {
  return (f.roll ?? 0) + s.strength + fightSkill(s) + (f.charm ?? 0) + f.special;
}

export function hazardTotal(s: GameState, f: FightState): number {
  const b = hazardBonus(s, f);
  return (f.hazardRoll ?? 0) + b.strength + b.depth + b.night + b.harder;
}

/** 3: a skill that adds to Strength in fights (Tobias's Brawler). */
export function fightSkill(s: GameState): number {
  return skillTotals(s).fightBonus;
}

/** 3: a skill that adds to Agility when fleeing (Wren's Quick Feet). */
function fleeSkill(s: GameState): number {
  return skillTotals(s).fleeBonus;
}

/** 7b: "When a Story card or a Quest chamber shows a hazard, you must either flee or fight it." */
export function startFight(c: Ctx, m: MineState, hazard: QuestHazard, card: string | null, depth: number): void {
  m.fight = {
    name: hazard.name, card, strength: hazard.strength, agility: hazard.agility, depth,
    win: hazard.win, lose: hazard.lose, roll: null, rerolled: false, hazardRoll: null, charm: null, special: 0, round: 1,
  };
  const where = chamberName(m, m.at);
  if (!c.quiet) emit(c, 'hazard', `${where}: ${hazard.name} (Strength ${hazard.strength}, Agility ${hazard.agility}) blocks your way. Fight or flee.`, { hazard: hazard.name });
  askFightOrFlee(c, m, 'fightOrFlee');
}

function askFightOrFlee(c: Ctx, m: MineState, step: 'fightOrFlee' | 'afterLoss'): void {
  const f = m.fight!;
  if (cornered(c.s, m)) {
    ask(c, step, `${f.name}: even a 6 cannot beat its ${1 + hazardTotalWithoutRoll(c.s, f)} or more, and you have no Pep. Cornered: you must flee, losing a Life in place of the Pep (house rule).`);
    return;
  }
  ask(c, step, step === 'fightOrFlee'
    ? `${f.name}: fight (your roll + Strength against its roll + ${hazardTotalWithoutRoll(c.s, f)}) or flee (1 Pep, your roll + Agility against its Agility ${f.agility}).`
    : `${f.name} won that round. Fight again, or flee (1 Pep).`);
}

export function hazardTotalWithoutRoll(s: GameState, f: FightState): number {
  const b = hazardBonus(s, f);
  return b.strength + b.depth + b.night + b.harder;
}

/** The most a lucky charm can add: the highest number on any Story card (public: every card face is known). */
const MAX_CHARM = Math.max(...STORY_IDS.map((id) => storyCard(id).charm.number));

/** 7b: whether no roll can win this round: even a 6, with Strength and skill, the lucky charm's highest number (when
 *  a Gem pays for it and the deck can give a card) and every kept Special card, is below the hazard's least attack
 *  (its roll of 1 plus its total). With Pep the player may still fight it, as the rulebook allows; the description
 *  says so, and the bots leave such a fight alone (a loss that costs nothing would otherwise repeat for ever). */
export function hopeless(s: GameState, m: MineState): boolean {
  const f = m.fight;
  if (!f) return false;
  const charm = s.gems >= 1 && s.deck.length > 0 ? MAX_CHARM : 0;
  const kept = fightSpecials(m).reduce((sum, l) => sum + (specialByLetter(l).use?.attack ?? 0), 0);
  const best = 6 + s.strength + fightSkill(s) + charm + kept;
  return best < 1 + hazardTotalWithoutRoll(s, f);
}

/** House rule (7b), "Cornered": with no Pep you cannot flee (3: "You cannot choose to spend Pep if you don't have any
 *  left"), and a hazard that even your best roll, the lucky charm and your kept cards cannot beat would hold you for
 *  ever; then you must flee, and the Pep you lack costs a Life (3: lose Pep with none left, lose a Life instead). */
export function cornered(s: GameState, m: MineState): boolean {
  return s.pep === 0 && hopeless(s, m);
}

/** 7b FIGHT: "Roll the die and add your Strength. This is your attack. You may spend Pep to reroll." */
export function fight(c: Ctx, m: MineState): void {
  const f = m.fight!;
  if (f.hazardRoll !== null) nextRound(f);
  f.roll = rollDie(c);
  if (!c.quiet) emit(c, 'roll', `You fight ${f.name}: you roll ${f.roll}, attack ${attackTotal(c.s, f)}.`, { roll: f.roll, chance: true });
  if (c.s.pep > 0) ask(c, 'reroll', `Your attack is ${attackTotal(c.s, f)}. Spend 1 Pep to roll again (the second roll stands), or keep it.`);
  else rollForHazard(c, m);
}

/** A new round of the same fight: this round's rolls and additions cleared (fields set in place, no record made). */
function nextRound(f: FightState): void {
  f.roll = null;
  f.rerolled = false;
  f.hazardRoll = null;
  f.charm = null;
  f.special = 0;
  f.round = f.round + 1;
}

/** 7b: "You may spend Pep to reroll. If you do, you must accept the second roll." */
export function reroll(c: Ctx, m: MineState, again: boolean): void {
  const f = m.fight!;
  if (again) {
    losePep(c, 1, 'You spend Pep to roll again');
    f.roll = rollDie(c);
    f.rerolled = true;
    if (!c.quiet) emit(c, 'roll', `You roll again: ${f.roll}, attack ${attackTotal(c.s, f)}. It stands.`, { roll: f.roll, chance: true });
  }
  rollForHazard(c, m);
}

/** 7b: "Roll the die again, adding the hazard's Strength ... the chamber's depth ... 1 at night." */
function rollForHazard(c: Ctx, m: MineState): void {
  const f = m.fight!;
  f.hazardRoll = rollDie(c);
  if (!c.quiet) emit(c, 'roll', `${f.name} attacks: ${hazardSum(c.s, f)} = ${hazardTotal(c.s, f)}.`, { roll: f.hazardRoll, chance: true });
  offerCharms(c, m);
}

/** The hazard's attack term by term, for the ledger ("4 rolled + 3 Strength + 1 depth"). */
function hazardSum(s: GameState, f: FightState): string {
  const b = hazardBonus(s, f);
  // the terms joined as they are written (no list joined: a line of every fight round's ledger)
  let sum = `${f.hazardRoll} rolled + ${b.strength} Strength`;
  if (b.depth) sum += ` + ${b.depth} depth`;
  if (b.night) sum += ' + 1 for the night';
  if (b.harder) sum += ' + 1 for the harder game';
  return sum;
}

/** Whether the lucky charm can be paid for and drawn now. */
export function charmAvailable(s: GameState, m: MineState): boolean {
  return m.fight !== null && m.fight.charm === null && s.gems >= 1 && s.deck.length > 0;
}

/** Whether a Special card adds to an attack (the lucky nugget). */
const addsToAttack = (letter: string): boolean => specialByLetter(letter).use?.when === 'fight';

/** Kept Special cards that add to an attack. */
export function fightSpecials(m: MineState): string[] {
  return m.kept.filter(addsToAttack);
}

/** Whether a kept Special card adds to an attack (fightSpecials(m).length > 0, without the list: asked every round). */
function holdsFightSpecial(m: MineState): boolean {
  return m.kept.some(addsToAttack);
}

function offerCharms(c: Ctx, m: MineState): void {
  const f = m.fight!;
  if (charmAvailable(c.s, m) || holdsFightSpecial(m)) {
    ask(c, 'luckyCharm', `Your attack ${attackTotal(c.s, f)} against ${f.name}'s ${hazardTotal(c.s, f)}. Spend 1 Gem on the lucky charm (draw a card, add its number), or settle the fight.`);
  } else settleFight(c, m);
}

/** 7b: "You may now spend 1 Gem to use the lucky charm. If so, draw a Story card. Add the number ... to your attack." */
export function useCharm(c: Ctx, m: MineState): void {
  const f = m.fight!;
  payGems(c, 1, 'The lucky charm');
  const id = drawStory(c, 'The lucky charm');
  f.charm = 0;
  if (id !== null) {
    f.charm = storyCard(id).charm.number;
    draftList(c, 'discard').push(id);
    if (!c.quiet) emit(c, 'charm', `The lucky charm adds ${f.charm}: your attack is ${attackTotal(c.s, f)}.`, { add: f.charm });
  }
  offerCharms(c, m);
}

/** A kept Special card played in a fight (data/quests/specials.json: `use.when` 'fight'). */
export function useFightSpecial(c: Ctx, m: MineState, letter: string): void {
  const f = m.fight!;
  const card = specialByLetter(letter);
  m.kept = m.kept.filter((l) => l !== letter);
  f.special += card.use?.attack ?? 0;
  if (!c.quiet) emit(c, 'special', `You play ${card.name}: your attack is ${attackTotal(c.s, f)}.`);
  offerCharms(c, m);
}

/** 7b: "If your attack was equal or greater: you defeat the hazard ... If the hazard's attack was greater: follow the IF YOU LOSE text." */
export function settleFight(c: Ctx, m: MineState): void {
  const f = m.fight!;
  const mine = attackTotal(c.s, f);
  const theirs = hazardTotal(c.s, f);
  if (mine >= theirs) {
    if (!c.quiet) emit(c, 'fightWon', `Your ${mine} beats ${f.name}'s ${theirs}: you win.`, { attack: mine, hazard: theirs });
    m.fight = null;
    m.queue.unshift({ op: 'as', why: f.name }, ...f.win, AS_CHAMBER);
  } else {
    if (!c.quiet) emit(c, 'fightLost', `${f.name}'s ${theirs} beats your ${mine}: you lose this round.`, { attack: mine, hazard: theirs });
    m.queue.unshift({ op: 'as', why: f.name }, ...f.lose, AS_CHAMBER, AFTER_LOSS);
  }
}

/** The steps every settled fight queues, made once: queued steps are shared, never changed (mine.ts copyMine). */
const AS_CHAMBER: QuestStep = Object.freeze({ op: 'as', why: null });
const AFTER_LOSS: QuestStep = Object.freeze({ op: 'afterLoss' });

/** 7b, IF YOU LOSE: "You must then either fight again or flee." */
export function afterLoss(c: Ctx, m: MineState): void {
  if (c.s.status === 'playing' && m.fight) askFightOrFlee(c, m, 'afterLoss');
}

/** 7b FLEE: "Spend Pep. Roll the die and add your Agility. If the total is less than the hazard's Agility, lose a Life.
 *  Either way, discard the Story card and take your next turn by moving to a connected chamber." */
export function flee(c: Ctx, m: MineState): void {
  const f = m.fight!;
  losePep(c, 1, `You flee ${f.name}`);
  const roll = rollDie(c);
  const bonus = fleeSkill(c.s);
  const total = roll + c.s.agility + bonus;
  if (!c.quiet) emit(c, 'roll', `You flee: ${roll} rolled + ${c.s.agility} Agility${bonus ? ` + ${bonus} from your skill` : ''} = ${total} against ${f.name}'s Agility ${f.agility}.`, { roll, chance: true });
  if (total < f.agility) loseLives(c, 1, `${f.name} catches you as you flee`);
  else if (!c.quiet) emit(c, 'fled', `You get away from ${f.name}.`);
  m.fight = null;
  m.why = null;
  // The chamber is left unresolved: drop what it still had to do, but not the end of the turn.
  const end = m.queue.findIndex((q) => q.op === 'endTurn');
  m.queue = end < 0 ? [] : m.queue.slice(end);
}
