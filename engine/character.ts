// Rulebook 3 (Lives, Pep, Gems, items) and 8 (XP and levelling): every change to the character card goes through here.
import { content, oneItem, theItem } from '../data/index';
import type { SkillEffect } from '../data/schema';
import { draftList, draftSides, emit, type Ctx } from './draft';
import type { GameState, ItemKey, LocationKey, Verb } from './types';

const R = content.rules;
export const MAX_LIVES = 4;
export const MAX_PEP = 4;
export const MAX_GEMS = 60;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Rulebook 8: the level shown on the XP track (LEVEL 2..5 squares in data/rules.json). Read from a table made once
 *  for every whole XP up to the last LEVEL square (settle and skillTotals ask at every action, issue 27); any other
 *  number is counted square by square, as the table was made. */
export function levelOf(xp: number): number {
  return Number.isInteger(xp) && xp >= 0 && xp < LEVEL_AT.length ? LEVEL_AT[xp] : levelCounted(xp);
}

/** The level counted over the LEVEL squares (the table's maker, and the reference engine/character.test.ts holds
 *  levelOf to). */
export function levelCounted(xp: number): number {
  let level = 1;
  for (const need of R.levels) if (xp >= need) level++;
  return level;
}

const LEVEL_AT: readonly number[] = Array.from({ length: Math.max(0, ...R.levels) + 1 }, (_, xp) => levelCounted(xp));

/** Each character's skill lists, made once (the content never changes): [starting skill 0 alone, skill 1 alone, both].
 *  The rules and the bots' scoring ask for them many times a turn. */
const SKILL_LISTS = new Map(
  content.characters.map((ch) => [ch.id, [[ch.skills[0].effect], [ch.skills[1].effect], [ch.skills[0].effect, ch.skills[1].effect]]] as const),
);

/** Rulebook 8: from LEVEL 3 both skills are usable; before that only the one chosen at set-up. */
export function activeSkills(s: GameState): readonly SkillEffect[] {
  return ofActiveSkills(SKILL_LISTS, s);
}

type SkillCard = (typeof content.characters)[number]['skills'][number];
/** SKILL_LISTS' skills as printed (name and text with the effect), for words to the player. */
const SKILL_CARDS = new Map(content.characters.map((ch) => [ch.id, [[ch.skills[0]], [ch.skills[1]], [ch.skills[0], ch.skills[1]]]] as const));

/** The active skills (activeSkills) as their cards: the ledger names the skill at work. */
export function activeSkillCards(s: GameState): readonly SkillCard[] {
  return ofActiveSkills(SKILL_CARDS, s);
}

/** The entry for the active skills (SKILL_LISTS' order) in a table made per character. */
function ofActiveSkills<T>(table: ReadonlyMap<string, readonly T[]>, s: GameState): T {
  const lists = table.get(s.character);
  if (!lists) throw new Error(`state names unknown character ${s.character}`);
  return lists[levelOf(s.xp) >= 3 ? 2 : s.setup.startingSkill];
}

/** What a list of active skills adds to each rule that reads one: a Verb's extra draws and ignored marks, a sale's
 *  Gems, and the flat bonuses. */
export interface SkillTotals {
  readonly extraDraws: Readonly<Record<Verb, number>>;
  readonly ignoreMarks: Readonly<Record<Verb, number>>;
  readonly saleBonus: Readonly<Record<'fish' | 'forageables', number>>;
  readonly workBonus: number;
  readonly sleepBonus: number;
  readonly lootBonus: number;
  readonly fightBonus: number;
  readonly fleeBonus: number;
}

function totalsOf(effects: readonly SkillEffect[]): SkillTotals {
  const extraDraws = { fish: 0, dig: 0, forage: 0 };
  const ignoreMarks = { fish: 0, dig: 0, forage: 0 };
  const saleBonus = { fish: 0, forageables: 0 };
  let workBonus = 0, sleepBonus = 0, lootBonus = 0, fightBonus = 0, fleeBonus = 0;
  for (const e of effects) {
    if (e.kind === 'extraDraws') extraDraws[e.verb] += e.n;
    else if (e.kind === 'ignoreMarks') ignoreMarks[e.verb] += e.n;
    else if (e.kind === 'saleBonus') saleBonus[e.sale] += e.gems;
    else if (e.kind === 'workBonus') workBonus += e.gems;
    else if (e.kind === 'sleepBonus') sleepBonus += e.pep;
    else if (e.kind === 'lootBonus') lootBonus += e.gems;
    else if (e.kind === 'fightBonus') fightBonus += e.strength;
    else fleeBonus += e.agility;
  }
  return { extraDraws, ignoreMarks, saleBonus, workBonus, sleepBonus, lootBonus, fightBonus, fleeBonus };
}

/** The totals of each character's three skill lists (SKILL_LISTS' order), summed once: the rules ask at every draw,
 *  sale and penalty, and a sum over the skills with a test passed in made two closures a question. */
const SKILL_TOTALS = new Map([...SKILL_LISTS].map(([id, lists]) => [id, lists.map(totalsOf)] as const));

/** Rulebook 3 and 8: what the active skills add up to now. */
export function skillTotals(s: GameState): SkillTotals {
  return ofActiveSkills(SKILL_TOTALS, s);
}

/** Rulebook 3: "You cannot have more than 60 or fewer than 0 Gems." */
export function gainGems(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const s = c.s;
  const got = Math.min(n, MAX_GEMS - s.gems);
  s.gems += got;
  if (!c.quiet) emit(c, 'gems', `${why}: you gain ${plural(got, 'Gem')}${got < n ? ' (your purse holds 60 at most)' : ''}. Purse: ${s.gems}.`, { delta: got });
}

export function loseGems(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const s = c.s;
  const lost = Math.min(n, s.gems);
  s.gems -= lost;
  if (!c.quiet) emit(c, 'gems', `${why}: you lose ${plural(lost, 'Gem')}${lost < n ? ' (all you had)' : ''}. Purse: ${s.gems}.`, { delta: -lost });
}

/** Paying a price the player chose (checked beforehand, so it is always affordable). */
export function payGems(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  if (c.s.gems < n) throw new Error(`payGems: ${why} costs ${n} but only ${c.s.gems} held; check() should have refused`);
  c.s.gems -= n;
  if (!c.quiet) emit(c, 'gems', `${why}: you pay ${plural(n, 'Gem')}. Purse: ${c.s.gems}.`, { delta: -n });
}

export function gainLives(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const s = c.s;
  const got = Math.min(n, MAX_LIVES - s.lives);
  s.lives += got;
  if (!c.quiet) emit(c, 'lives', `${why}: you gain ${plural(got, 'Life', 'Lives')}${got < n ? ' (4 at most)' : ''}. Lives: ${s.lives}.`, { delta: got });
}

/** Rulebook 3: "If you lose all your Lives, you die and lose the game." */
export function loseLives(c: Ctx, n: number, why: string): void {
  if (n <= 0 || c.s.status !== 'playing') return;
  const s = c.s;
  const lost = Math.min(n, s.lives);
  s.lives -= lost;
  if (!c.quiet) emit(c, 'lives', `${why}: you lose ${plural(lost, 'Life', 'Lives')}. Lives: ${s.lives}.`, { delta: -lost });
  if (s.lives === 0) endGame(c, 'lost', `You ran out of Lives (${why.toLowerCase()}).`);
}

export function gainPep(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const s = c.s;
  const got = Math.min(n, MAX_PEP - s.pep);
  s.pep += got;
  if (!c.quiet) emit(c, 'pep', `${why}: you gain ${got} Pep${got < n ? ' (4 at most)' : ''}. Pep: ${s.pep}.`, { delta: got });
}

/** Rulebook 3: "If you are ever instructed to lose Pep and you have none left, you must lose a Life instead." */
export function losePep(c: Ctx, n: number, why: string): void {
  for (let i = 0; i < n && c.s.status === 'playing'; i++) {
    if (c.s.pep > 0) {
      c.s.pep -= 1;
      if (!c.quiet) emit(c, 'pep', `${why}: you lose 1 Pep. Pep: ${c.s.pep}.`, { delta: -1 });
    } else {
      loseLives(c, 1, `${why} (no Pep left, so a Life instead)`);
    }
  }
}

/** Rulebook 8: "Whenever you are told to gain XP, you gain 1 XP"; crossing a LEVEL square owes a perk (settled in turn.ts),
 *  and LEVEL 3 flips the Miners' Guild at once. */
export function gainXp(c: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const s = c.s;
  const before = levelOf(s.xp);
  const got = Math.min(n, R.xpMax - s.xp);
  if (got <= 0) {
    if (!c.quiet) emit(c, 'xp', `${why}: your XP track is full (${R.xpMax}).`);
    return;
  }
  s.xp += got;
  if (!c.quiet) emit(c, 'xp', `${why}: you gain ${got} XP. XP: ${s.xp}.`, { delta: got });
  const after = levelOf(s.xp);
  if (before < 3 && after >= 3) {
    flipLocation(c, 'miners', 'You reached LEVEL 3: the Miners\' Guild flips, deep Quests only from now on, and both your skills are yours to use');
  }
}

/** Rulebook 3 (Strength and Agility tracks), capped at the track's end. */
export function gainStat(c: Ctx, stat: 'strength' | 'agility', n: number, why: string): void {
  const s = c.s;
  const got = Math.min(n, R.statMax - s[stat]);
  if (got <= 0) {
    if (!c.quiet) emit(c, 'stat', `${why}: your ${stat === 'strength' ? 'Strength' : 'Agility'} is already at its highest (${R.statMax}).`);
    return;
  }
  s[stat] += got;
  if (!c.quiet) emit(c, 'stat', `${why}: ${stat === 'strength' ? 'Strength' : 'Agility'} rises to ${s[stat]}.`, { stat, delta: got });
}

/** Rulebook 3: up to 6 items, at most 1 of each type. Returns false when it could not be carried. */
export function gainItem(c: Ctx, id: ItemKey, why: string): boolean {
  const s = c.s;
  if (s.rucksack.includes(id)) {
    if (!c.quiet) emit(c, 'item', `${why}: you already carry ${oneItem(id)}, so it is left behind.`);
    return false;
  }
  if (s.rucksack.length >= R.rucksackLimit) {
    if (!c.quiet) emit(c, 'item', `${why}: your rucksack is full (${R.rucksackLimit} items), so ${theItem(id)} is left behind.`);
    return false;
  }
  draftList(c, 'rucksack').push(id);
  if (!c.quiet) emit(c, 'item', `${why}: ${oneItem(id)} goes into your rucksack.`, { item: id, delta: 1 });
  return true;
}

export function removeItem(c: Ctx, id: ItemKey, why: string): void {
  const i = c.s.rucksack.indexOf(id);
  if (i < 0) throw new Error(`removeItem: ${id} is not in the rucksack`);
  draftList(c, 'rucksack').splice(i, 1);
  if (!c.quiet) emit(c, 'item', `${why}: ${theItem(id)} leaves your rucksack.`, { item: id, delta: -1 });
}

/** Flip a Location to its red side (no-op if it is red already). */
export function flipLocation(c: Ctx, id: LocationKey, why: string): boolean {
  if (c.s.sides[id] === 'red') return false;
  draftSides(c)[id] = 'red';
  if (!c.quiet) emit(c, 'flip', `${why}. ${content.locations.find((l) => l.id === id)!.name} now shows its red side.`, { location: id });
  return true;
}

export function endGame(c: Ctx, status: 'won' | 'lost', reason: string): void {
  const s = c.s;
  if (s.status !== 'playing') return;
  s.status = status;
  s.endReason = reason;
  s.pending = [];
  emit(c, status === 'won' ? 'won' : 'lost', reason);
}
