// Rulebook 1 (Set Up), 3 (Choose a Character) and 9 (Making the Game Harder).
import { content, character as characterCard, STORY_IDS } from '../data/index';
import { GameSetupSchema, type GameSetup } from './contract';
import { beginDraft, emit, finish } from './draft';
import { initialRng } from './random';
import { shuffleInPlace } from './draft';
import { flipLocation } from './character';
import { flipNumbered } from './time';
import { rollDie } from './draft';
import type { GameState, LocationKey, Side } from './types';

/** Rulebook 1, 3, 9: a new campaign. Throws (a programmer's error) when the setup is not valid. */
export function newGame(setupInput: GameSetup): GameState {
  const parsed = GameSetupSchema.safeParse(setupInput);
  if (!parsed.success) throw new Error(`newGame: invalid setup: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const setup = parsed.data;
  const ch = characterCard(setup.character);
  if (!ch) throw new Error(`newGame: unknown character "${setup.character}" (known: ${content.characters.map((c) => c.id).join(', ')})`);

  const sides = Object.fromEntries(content.locations.map((l) => [l.id, 'blue' as Side])) as Record<LocationKey, Side>;
  const base: GameState = {
    v: 1,
    setup,
    rng: initialRng(setup.seed),
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
  emit(c, 'setup', `${ch.name} arrives in Coppershell Bay owing the Crows 60 Gems, with 2 Gems, a ${content.items.find((i) => i.id === ch.startingItem)!.name.toLowerCase()} and the skill ${skill.name}. Strength ${c.s.strength}, Agility ${c.s.agility}.`);
  // Rulebook 1.4: shuffle the 28 Story cards on top of the Story's End card.
  shuffleInPlace(c, c.s.deck);
  emit(c, 'shuffle', 'The 28 Story cards are shuffled onto the Story\'s End card.', { chance: true });
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
