// `npm run play`: the game in a terminal, the quick way to play-test rules.
// Numbered legal actions, refused ones with the engine's reason, the new ledger lines after each action, the view.
//   npm run play -- [--seed S] [--character peth|wren|maudie|tobias] [--skill 0|1] [--stat strength|agility]
//                   [--story-end-red] [--crows-nest-red] [--flips N] [--hazards-plus-one] [--auto N]
// Commands at the prompt: a number plays that action; v = the whole view; l = the whole ledger; r = refused actions
// with reasons; q = quit. --auto N plays N random legal actions first (seeded), to reach a state quickly.
import { createInterface } from 'node:readline';
import { parseArgs as parseFlags } from 'node:util';
import { CHARACTER_IDS, type GameSetup } from '../contract';
import { applyAction, check, describeActions, legalActions, newGame, playerView } from '../engine/index';
import { botRng, randomInt } from '../engine/bots/index';
import type { Action, GameState } from '../engine/index';
import type { PlayerView } from '../contract/view';

/** A command-line mistake, said as one sentence (main prints it without a stack trace and exits 1). */
export class UsageError extends Error {}

const OPTIONS = {
  seed: { type: 'string' },
  character: { type: 'string' },
  skill: { type: 'string' },
  stat: { type: 'string' },
  flips: { type: 'string' },
  auto: { type: 'string' },
  'story-end-red': { type: 'boolean' },
  'crows-nest-red': { type: 'boolean' },
  'hazards-plus-one': { type: 'boolean' },
} as const;

/** A whole number in [min, max] from a flag, or a sentence saying what it must be. */
function wholeNumber(flag: string, text: string | undefined, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}; "${text}" is not.`);
  return n;
}

/** One of `choices` from a flag, or a sentence listing them. */
function oneOf<T extends string>(flag: string, text: string | undefined, choices: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) throw new UsageError(`--${flag} must be one of ${choices.join(', ')}; "${text}" is not.`);
  return text as T;
}

export function parseArgs(argv: readonly string[]): { setup: GameSetup; auto: number } {
  let values: ReturnType<typeof parseFlags<{ args: string[]; options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseFlags({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (err) {
    // node's own wording ("Unknown option '--sead'"), kept, with the list of what there is
    throw new UsageError(`${(err as Error).message.split('. ')[0]}. The options are ${Object.keys(OPTIONS).map((o) => `--${o}`).join(', ')}.`);
  }
  return {
    setup: {
      seed: values.seed ?? `play-${Date.now().toString(36)}`,
      character: oneOf('character', values.character, CHARACTER_IDS, 'peth'),
      startingSkill: wholeNumber('skill', values.skill, 0, 1, 0) as 0 | 1,
      plusOneStat: oneOf('stat', values.stat, ['strength', 'agility'] as const, 'agility'),
      harder: {
        storyEndRed: values['story-end-red'] ?? false,
        crowsNestRed: values['crows-nest-red'] ?? false,
        extraFlips: wholeNumber('flips', values.flips, 0, 3, 0),
        hazardsPlusOne: values['hazards-plus-one'] ?? false,
      },
    },
    auto: wholeNumber('auto', values.auto, 0, 5000, 0),
  };
}

/** A few lines: time, purse, tokens, stats, rucksack, supply, where, the table. */
export function summary(v: PlayerView): string {
  const lines: string[] = [];
  const when = `${v.phase === 'day' ? 'Day' : 'Night'} ${v.day}, timer ${v.timer}/${v.trackLength}`;
  lines.push(`${v.character.name} | ${when} | Gems ${v.gems}/${v.gemsToWin} | Lives ${v.lives} | Pep ${v.pep} | S ${v.strength} A ${v.agility} | XP ${v.xp} (LEVEL ${v.level})`);
  lines.push(`Skills: ${v.skills.map((s) => `${s.name}${s.active ? '' : ' (locked)'}`).join(', ')} | Where: ${v.location ?? 'the square'}`);
  lines.push(`Rucksack (${v.rucksack.length}/${v.rucksackLimit}): ${v.rucksack.map((i) => i.name).join(', ') || 'empty'}`);
  const sup = v.supply;
  lines.push(`Supply: fish ${sup.cardCounts.fish} cards/${sup.iconCounts.fish} icons, materials ${sup.cardCounts.material}, forageables ${sup.cardCounts.forage} cards/${sup.iconCounts.forage} icons` +
    (sup.cards.length ? ` [${sup.cards.map((c) => `${c.card.name}: ${c.icons.join('+')}`).join('; ')}]` : ''));
  lines.push(`Table: ${v.locations.map((l) => `${l.name}${l.side === 'red' ? ' (red)' : ''}`).join(', ')} | Story's End ${v.storyEnd.side} | deck ${v.deckSize}, discard ${v.discardSize}`);
  if (v.seerKnown.length) lines.push(`Seer: next cards ${v.seerKnown.map((c) => c.name).join(', ')}`);
  if (v.quest) lines.push(`Mine: ${v.quest.name}, chamber ${v.quest.chamber}; goal: ${v.quest.goal.text} (${v.quest.goal.done}/${v.quest.goal.of})`);
  if (v.stall) lines.push(`Stall: ${v.stall.name}\n${JSON.stringify(v.stall.view).slice(0, 800)}`);
  if (v.pending) lines.push(`>> ${v.pending.prompt}`);
  return lines.join('\n');
}

/** The numbered menu: legal actions first, then (shown with `r`) the refused ones, numbered on, with their reasons. */
export function menu(s: GameState, showRefused: boolean): { text: string; actions: Action[] } {
  const infos = describeActions(s);
  const legal = infos.filter((i) => i.legal);
  const refused = infos.filter((i) => !i.legal);
  const lines = legal.map((i, n) => `${String(n + 1).padStart(3)}. ${i.label}${i.time ? ` [${'⧗'.repeat(i.time)}]` : ''}${i.detail ? ` - ${i.detail}` : ''}  (${i.group})`);
  if (showRefused) refused.forEach((i, n) => lines.push(`${String(legal.length + n + 1).padStart(3)}x ${i.label}: ${i.reason}`));
  else if (refused.length) lines.push(`   (${refused.length} more not possible now; r to see them and why)`);
  return { text: lines.join('\n'), actions: [...legal, ...refused].map((i) => i.action as Action) };
}

/** One command against a state: returns the new state (or the same) and what to print. */
export function step(s: GameState, input: string): { state: GameState; out: string; quit?: boolean } {
  const cmd = input.trim();
  if (cmd === 'q') return { state: s, out: 'Goodbye.', quit: true };
  if (cmd === 'v') return { state: s, out: JSON.stringify(playerView(s), null, 1) };
  if (cmd === 'l') return { state: s, out: s.ledger.map((e) => `${e.n}. ${e.text}`).join('\n') };
  if (cmd === 'r') return { state: s, out: menu(s, true).text };
  const n = Number(cmd);
  const { actions } = menu(s, false);
  if (!Number.isInteger(n) || n < 1 || n > actions.length) return { state: s, out: `Type a number from 1 to ${actions.length}, or v, l, r, q.` };
  // a refused action's number gives the engine's check() sentence
  const a = actions[n - 1];
  const verdict = check(s, a);
  if (!verdict.ok) return { state: s, out: `Refused: ${verdict.reason}` };
  const before = s.ledger.length;
  const next = applyAction(s, a).state;
  return { state: next, out: next.ledger.slice(before).map((e) => `  · ${e.text}`).join('\n') };
}

/** Play N random legal actions with a bot's seeded generator (never the game's own). */
export function autoplay(s: GameState, n: number, seed = 1): GameState {
  const g = botRng(seed);
  for (let i = 0; i < n && s.status === 'playing'; i++) {
    const actions = legalActions(s);
    s = applyAction(s, actions[randomInt(g, 0, actions.length - 1)]).state;
  }
  return s;
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const { setup, auto } = parsed;
  let s = newGame(setup);
  console.log(`The Crows of Coppershell Bay (seed "${setup.seed}")\n`);
  console.log(s.ledger.map((e) => `  · ${e.text}`).join('\n'));
  if (auto > 0) s = autoplay(s, auto);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const ask = () => {
    if (s.status !== 'playing') {
      console.log(`\n${s.status === 'won' ? 'YOU WON' : 'YOU LOST'}: ${s.endReason}`);
      rl.close();
      return;
    }
    console.log(`\n${summary(playerView(s))}\n${menu(s, false).text}`);
    rl.question('> ', (line) => {
      const r = step(s, line);
      s = r.state;
      console.log(r.out);
      if (r.quit) rl.close();
      else ask();
    });
  };
  rl.on('close', () => process.exit(0));
  ask();
}

if (process.argv[1] && /play\.ts$/.test(process.argv[1])) void main();
