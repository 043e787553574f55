// "First: Rolling Dice": add one die, remove one, or hold the number; choose which dice to re-roll; roll the
// chosen dice and the added one all at once. Each die shows 1, 2 or 3 (as every roll in the rules' examples).
import { generatorFrom, randomInt } from '../../core';

export const DIE_FACES = 3;
/** The stock is "enough dice"; we cap a boat at six so every choice can be listed. */
export const MAX_DICE = 6;

/** hold: the dice values kept, sorted; dice: the number of dice after adding or removing one. */
export interface RollChoice {
  hold: number[];
  dice: number;
}

export function total(dice: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < dice.length; i++) sum += dice[i];
  return sum;
}

function counts(dice: readonly number[]): number[] {
  const c = [0, 0, 0, 0]; // index 1..DIE_FACES (3)
  for (const d of dice) c[d] += 1;
  return c;
}

/** Why a roll choice is not allowed, as a sentence; null when it is. */
export function rollRefusal(current: readonly number[], choice: RollChoice): string | null {
  const n = current.length;
  if (!Number.isInteger(choice.dice) || choice.dice < 0) return 'The number of dice must be a whole number, 0 or more.';
  if (Math.abs(choice.dice - n) > 1) return `You have ${n} dice: you can add or remove only 1 die before rolling.`;
  if (choice.dice > MAX_DICE) return `A boat can run on at most ${MAX_DICE} dice.`;
  if (choice.hold.some((d) => !Number.isInteger(d) || d < 1 || d > DIE_FACES)) return 'Held dice show 1, 2 or 3.';
  const have = counts(current);
  const want = counts(choice.hold);
  for (let f = 1; f <= DIE_FACES; f++)
    if (want[f] > have[f]) return `You cannot hold ${want[f]} dice showing ${f}; you have ${have[f]}.`;
  if (choice.hold.length > choice.dice) return `You cannot hold ${choice.hold.length} ${choice.hold.length === 1 ? 'die' : 'dice'} and keep only ${choice.dice}.`;
  return null;
}

/** Every roll choice, one per distinct held multiset and dice count, as a Lake Race action: dice count, then how many
 *  1s, 2s and 3s held (made as actions, not as choices copied into actions: the player's every roll lists these). */
export function rollActions(current: readonly number[]): { type: 'roll'; hold: number[]; dice: number }[] {
  const have = counts(current);
  const out: { type: 'roll'; hold: number[]; dice: number }[] = [];
  const n = current.length;
  for (let dice = Math.max(0, n - 1); dice <= Math.min(MAX_DICE, n + 1); dice++)
    for (let a = 0; a <= have[1]; a++)
      for (let b = 0; b <= have[2]; b++)
        for (let c = 0; c <= have[3]; c++) {
          if (a + b + c > dice) continue;
          out.push({ type: 'roll', hold: holdList(a, b, c), dice });
        }
  return out;
}

/** Roll the chosen and added dice all at once; the result keeps held dice first, then the new ones in order rolled.
 *  The dice come from one generator made from `rng` and its state read once at the end: the same numbers as a
 *  core rollInt per die (pure-rand's generator moves on in place, and its state round-trips exactly), without
 *  a generator and a state array per die. Every roll of every boat comes through here. */
export function rollDice(rng: readonly number[], choice: RollChoice): { dice: number[]; rolled: number[]; rng: number[] } {
  const rolled: number[] = [];
  let g = rng as number[];
  if (choice.hold.length < choice.dice) {
    const gen = generatorFrom(rng);
    // a small integer, as rollInt hands back (a double here would turn the dice into an array of doubles)
    for (let i = choice.hold.length; i < choice.dice; i++) rolled.push(randomInt(gen, 1, DIE_FACES) | 0);
    g = [...gen.getState()];
  } else g = [...rng];
  // the held dice sorted (an insertion sort: a handful of numbers, mostly in order already), then the new ones
  const dice: number[] = [];
  for (let i = 0; i < choice.hold.length; i++) {
    const x = choice.hold[i];
    let k = dice.length;
    dice.push(x);
    while (k > 0 && dice[k - 1] > x) {
      dice[k] = dice[k - 1];
      k--;
    }
    dice[k] = x;
  }
  for (let i = 0; i < rolled.length; i++) dice.push(rolled[i]);
  return { dice, rolled, rng: g };
}

/** dice.join(' ') for the ledger, read from a table for the lists a race rolls (up to MAX_DICE + 1 dice showing 1-3):
 *  each roll writes three such lists, and a join per list was about a third of a roll's ledger line. */
const diceTexts: string[] = [];
export function diceText(dice: readonly number[]): string {
  if (dice.length > MAX_DICE + 1) return dice.join(' ');
  // base 4 with digits 1-3: the code tells the length too
  let code = 0;
  for (let i = 0; i < dice.length; i++) {
    const x = dice[i];
    if (x !== 1 && x !== 2 && x !== 3) return dice.join(' ');
    code = code * 4 + x;
  }
  return (diceTexts[code] ??= dice.join(' '));
}

/** Probability of each sum of `k` fresh dice (index = sum). */
export function sumDistribution(k: number): number[] {
  let dist = [1];
  for (let i = 0; i < k; i++) {
    const next = new Array(dist.length + DIE_FACES).fill(0);
    dist.forEach((p, s) => {
      for (let f = 1; f <= DIE_FACES; f++) next[s + f] += p / DIE_FACES;
    });
    dist = next;
  }
  return dist;
}

/** The held dice, sorted, as rollActions lists them (pushed one by one: the player's every roll lists these). */
export function holdList(ones: number, twos: number, threes: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < ones; i++) out.push(1);
  for (let i = 0; i < twos; i++) out.push(2);
  for (let i = 0; i < threes; i++) out.push(3);
  return out;
}
