// Rulebook 1 (Set Up), 3 (Choose a Character) and 9 (Making the Game Harder).
import { content, character as characterCard, oneItem, STORY_IDS } from '../data/index';
import { GameSetupSchema, type GameSetup } from './contract';
import { beginDraft, draftList, emit, finish } from './draft';
import { generatorState } from './core';
import { shuffleInPlace } from './draft';
import { flipLocation } from './character';
import { flipNumbered } from './time';
import { rollDie } from './draft';
import type { GameState, LocationKey, Side } from './types';

/** GameSetupSchema's parse, by zod: its copy of the setup, or a programmer's error naming what is wrong. */
function parseSetup(setupInput: unknown): GameSetup {
  const parsed = GameSetupSchema.safeParse(setupInput);
  if (!parsed.success) throw new Error(`newGame: invalid setup: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

const SETUP_KEYS = new Set(['seed', 'character', 'startingSkill', 'plusOneStat', 'harder']);
const HARDER_KEYS = new Set(['storyEndRed', 'crowsNestRed', 'extraFlips', 'hazardsPlusOne']);
const isPlain = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const onlyKeys = (x: Record<string, unknown>, keys: Set<string>) => Object.keys(x).every((k) => keys.has(k));

/** The same test and copy as GameSetupSchema.parse (keys in the schema's order), by hand: zod's parse cost a third
 *  of newGame, which every simulated campaign runs. null sends the setup to zod, which says what is wrong.
 *  setup.test.ts holds the two to the same answers. */
export function plainSetup(x: unknown): GameSetup | null {
  // an arranged deck (the lesson's) is rare: zod checks it
  if (!isPlain(x) || !onlyKeys(x, SETUP_KEYS)) return null;
  const { seed, character, startingSkill, plusOneStat, harder: h } = x;
  if (typeof seed !== 'string' || seed.length < 1 || seed.length > 64) return null;
  if (typeof character !== 'string' || character.length < 1 || character.length > 32) return null;
  if (startingSkill !== 0 && startingSkill !== 1) return null;
  if (plusOneStat !== 'strength' && plusOneStat !== 'agility') return null;
  if (!isPlain(h) || !onlyKeys(h, HARDER_KEYS)) return null;
  const { storyEndRed, crowsNestRed, extraFlips, hazardsPlusOne } = h;
  if (typeof storyEndRed !== 'boolean' || typeof crowsNestRed !== 'boolean' || typeof hazardsPlusOne !== 'boolean') return null;
  if (typeof extraFlips !== 'number' || !Number.isInteger(extraFlips) || extraFlips < 0 || extraFlips > 3) return null;
  return { seed, character, startingSkill, plusOneStat, harder: { storyEndRed, crowsNestRed, extraFlips, hazardsPlusOne } };
}

/** The lesson's arranged deck (issue 26): the named Story cards moved to the top, in order, after the shuffle
 *  (rulebook 1.4), so the rest of the deck keeps the seed's order. A programmer's error for an unknown or repeated id. */
function arrangeTop(deck: string[], top: readonly string[]): void {
  const unknown = top.filter((id) => !STORY_IDS.includes(id));
  if (unknown.length) throw new Error(`newGame: deckTop names no Story card: ${unknown.join(', ')}`);
  if (new Set(top).size !== top.length) throw new Error('newGame: deckTop names a Story card twice');
  const rest = deck.filter((id) => !top.includes(id));
  deck.splice(0, deck.length, ...top, ...rest);
}

/** Rulebook 1: every Location starts on its blue side, in the content's order (copied for each campaign: made once,
 *  since building it from the content's list was a hundredth of a random-bot campaign). */
const ALL_BLUE = Object.freeze(Object.fromEntries(content.locations.map((l) => [l.id, 'blue' as Side])) as Record<LocationKey, Side>);

/** Rulebook 1, 3, 9: a new campaign. Throws (a programmer's error) when the setup is not valid. */
export function newGame(setupInput: GameSetup): GameState {
  const setup = plainSetup(setupInput) ?? parseSetup(setupInput);
  const ch = characterCard(setup.character);
  if (!ch) throw new Error(`newGame: unknown character "${setup.character}" (known: ${content.characters.map((c) => c.id).join(', ')})`);

  const sides = { ...ALL_BLUE };
  const base: GameState = {
    v: 1,
    setup,
    rng: generatorState(setup.seed),
    status: 'playing',
    endReason: null,
    turn: 0,
    day: 1,
    phase: 'day',
    timer: 0,
    character: ch.id,
    // Rulebook 3: 2 Strength, 2 Agility, then +1 to one of them; 0 XP; 4 Lives, 4 Pep; 2 Gems; the starting item.
    gems: 2,
    lives: 4,
    pep: 4,
    strength: setup.plusOneStat === 'strength' ? 3 : 2,
    agility: setup.plusOneStat === 'agility' ? 3 : 2,
    xp: 0,
    levelReached: 1,
    rucksack: [ch.startingItem],
    supply: [],
    place: { at: 'town', location: null },
    sides,
    storyEndSide: 'blue',
    deck: STORY_IDS.slice(),
    discard: [],
    seerKnown: 0,
    storyEndPending: false,
    storyEnds: 0,
    stallsPlayed: [],
    pending: [],
    quest: null,
    questsAttempted: [],
    ledger: [],
    history: [{ day: 1, phase: 'day', timer: 0, gems: 2, lives: 4, pep: 4 }],
  };
  const c = beginDraft(base);
  const skill = ch.skills[setup.startingSkill];
  emit(c, 'setup', `${ch.name} arrives in Coppershell Bay owing the Crows 60 Gems, with 2 Gems, ${oneItem(ch.startingItem)} and the skill ${skill.name}. Strength ${c.s.strength}, Agility ${c.s.agility}.`);
  // Rulebook 1.4: shuffle the 28 Story cards on top of the Story's End card.
  shuffleInPlace(c, draftList(c, 'deck'));
  emit(c, 'shuffle', 'The 28 Story cards are shuffled onto the Story\'s End card.', { chance: true });
  if (setup.deckTop) arrangeTop(draftList(c, 'deck'), setup.deckTop);
  // Rulebook 9: each harder option on its own.
  const h = setup.harder;
  if (h.storyEndRed) {
    c.s.storyEndSide = 'red';
    emit(c, 'flip', "Harder game: Story's End starts on its red side.");
  }
  if (h.crowsNestRed) flipLocation(c, 'crowsNest', "Harder game: the Crows' Nest is flipped");
  for (let i = 0; i < h.extraFlips; i++) {
    const roll = rollDie(c);
    emit(c, 'roll', `Harder game: you roll ${roll} to flip a Location.`, { roll, chance: true });
    flipNumbered(c, roll, 'Harder game');
  }
  if (h.hazardsPlusOne) emit(c, 'harder', 'Harder game: every hazard adds 1 to its Strength.');
  emit(c, 'day', 'Day 1 begins. The timer stands on the first square of the day track.');
  return finish(c).state;
}
