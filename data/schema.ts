// The zod schema every JSON file in data/ is checked against at load (and in data.test.ts).
// Card behaviour is data: `Effect` is the small vocabulary the engine interprets (engine/effects.ts).
import { z } from 'zod';

export const FISH_COLOURS = ['red', 'blue', 'yellow', 'starfish'] as const;
export const MATERIALS = ['rope', 'cloth', 'metal', 'wood'] as const;
export const FORAGEABLES = ['mushroom', 'snail', 'feather', 'berry'] as const;
export const SUPPLY_KINDS = ['fish', 'material', 'forage'] as const;
export const ITEM_IDS = ['shovel', 'torch', 'clock', 'gloves', 'lifeBrew', 'pepBrew', 'xpBrew'] as const;
export const LOCATION_IDS = [
  'coppersand', 'scrapyard', 'carnival', 'glade', 'chemists', 'market', 'miners', 'crowsNest',
] as const;

export const FishColour = z.enum(FISH_COLOURS);
export const Material = z.enum(MATERIALS);
export const Forageable = z.enum(FORAGEABLES);
export const SupplyKind = z.enum(SUPPLY_KINDS);
export const ItemId = z.enum(ITEM_IDS);
export const LocationId = z.enum(LOCATION_IDS);

const n = z.number().int().min(0).max(60);

/** The effect vocabulary: what a card, a penalty, a demand or an option does. */
export type Effect =
  | { op: 'gainGems' | 'loseGems' | 'gainLives' | 'loseLives' | 'gainPep' | 'losePep' | 'gainXp'; n: number }
  | { op: 'gainStrength' | 'gainAgility'; n: number }
  | { op: 'loot' | 'acquire' | 'fish' | 'dig' | 'forage'; n: number }
  | { op: 'discardSupply'; kind: z.infer<typeof SupplyKind>; n: number }
  | { op: 'discardItem'; n: number }
  | { op: 'gainItem'; item: z.infer<typeof ItemId> }
  | { op: 'spendTime'; n: number }
  | { op: 'flipLocation'; location: z.infer<typeof LocationId> }
  | { op: 'roll'; low: number; high: number; then: Effect[]; else: Effect[] }
  | { op: 'luck'; good: Effect[]; bad: Effect[] };

export const EffectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.union([
    z.object({ op: z.enum(['gainGems', 'loseGems', 'gainLives', 'loseLives', 'gainPep', 'losePep']), n }).strict(),
    // 8: "Whenever you are told to gain XP, you gain 1 XP": an XP instruction is always for 1
    z.object({ op: z.literal('gainXp'), n: z.literal(1, { error: 'An XP instruction gives 1 XP (rulebook 8); reward more in other ways.' }) }).strict(),
    z.object({ op: z.enum(['gainStrength', 'gainAgility']), n }).strict(),
    z.object({ op: z.enum(['loot', 'acquire', 'fish', 'dig', 'forage']), n: z.number().int().min(1).max(6) }).strict(),
    z.object({ op: z.literal('discardSupply'), kind: SupplyKind, n: z.number().int().min(1).max(6) }).strict(),
    z.object({ op: z.literal('discardItem'), n: z.number().int().min(1).max(6) }).strict(),
    z.object({ op: z.literal('gainItem'), item: ItemId }).strict(),
    z.object({ op: z.literal('spendTime'), n: z.number().int().min(1).max(4) }).strict(),
    z.object({ op: z.literal('flipLocation'), location: LocationId }).strict(),
    z.object({
      op: z.literal('roll'), low: z.number().int().min(1).max(6), high: z.number().int().min(1).max(6),
      then: z.array(EffectSchema), else: z.array(EffectSchema),
    }).strict(),
    z.object({ op: z.literal('luck'), good: z.array(EffectSchema), bad: z.array(EffectSchema) }).strict(),
  ]),
);

/** Rulebook 5, "Anatomy of Story Cards". */
export const StoryCardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** blue banner: event; red banner: hazard */
    kind: z.enum(['event', 'hazard']),
    flavour: z.string(),
    /** fish icons (one or two) and whether the fish corner shows an exclamation mark */
    fish: z.object({ icons: z.array(FishColour).min(1).max(2), alert: z.boolean() }).strict(),
    material: z.object({ icon: Material, alert: z.boolean() }).strict(),
    forage: z.object({ icons: z.array(Forageable).min(1).max(2), alert: z.boolean() }).strict(),
    loot: z.number().int().min(0).max(6),
    acquire: ItemId,
    charm: z.object({ face: z.enum(['grin', 'scowl']), number: z.number().int().min(0).max(3) }).strict(),
    /** events: choose one option (rulebook 7a) */
    options: z.array(z.object({ label: z.string().min(1), effects: z.array(EffectSchema) }).strict()).optional(),
    /** hazards: rulebook 7b */
    hazard: z
      .object({
        strength: z.number().int().min(1).max(12),
        agility: z.number().int().min(1).max(12),
        win: z.array(EffectSchema),
        lose: z.array(EffectSchema),
        winText: z.string(),
        loseText: z.string(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((c) => (c.kind === 'event' ? !!c.options?.length && !c.hazard : !!c.hazard && !c.options), {
    message: 'an event has options and no hazard; a hazard has hazard stats and no options',
  });
export type StoryCard = z.infer<typeof StoryCardSchema>;

export const SkillEffectSchema = z.union([
  z.object({ kind: z.literal('extraDraws'), verb: z.enum(['fish', 'dig', 'forage']), n: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('ignoreMarks'), verb: z.enum(['fish', 'dig', 'forage']), n: z.number().int().min(1).max(2) }).strict(),
  z.object({ kind: z.literal('saleBonus'), sale: z.enum(['fish', 'forageables']), gems: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('workBonus'), gems: z.number().int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('sleepBonus'), pep: z.number().int().min(1).max(2) }).strict(),
  z.object({ kind: z.literal('lootBonus'), gems: z.number().int().min(1).max(2) }).strict(),
  /** read by the quest engine (rulebook 7b) */
  z.object({ kind: z.literal('fightBonus'), strength: z.number().int().min(1).max(2) }).strict(),
  z.object({ kind: z.literal('fleeBonus'), agility: z.number().int().min(1).max(3) }).strict(),
]);
export type SkillEffect = z.infer<typeof SkillEffectSchema>;

/** Rulebook 3, "Anatomy of Character Cards". */
export const CharacterSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    portrait: z.string(),
    startingItem: ItemId,
    skills: z.tuple([
      z.object({ name: z.string(), text: z.string(), effect: SkillEffectSchema }).strict(),
      z.object({ name: z.string(), text: z.string(), effect: SkillEffectSchema }).strict(),
    ]),
  })
  .strict();
export type Character = z.infer<typeof CharacterSchema>;

/** Items: rucksack tokens. `use` says when the player may spend the token and what it does. */
export const ItemSchema = z
  .object({
    id: ItemId,
    name: z.string(),
    /** how a sentence counts one of it: "a", "an", "a pair of" (gloves) */
    article: z.string().min(1).default('a'),
    type: z.enum(['tool', 'brew']),
    text: z.string(),
    /** anytime: a free action in town or in a mine; marks: ignore this many more exclamation marks at a Location;
     *  quest: used by the quest engine (engine/quests) where its text applies */
    use: z.union([
      z.object({ when: z.literal('anytime'), effects: z.array(EffectSchema) }).strict(),
      z.object({ when: z.literal('marks'), ignore: z.number().int().min(1).max(2) }).strict(),
      z.object({ when: z.literal('quest'), rule: z.string() }).strict(),
    ]),
  })
  .strict();
export type Item = z.infer<typeof ItemSchema>;

const Price = z.number().int().min(0).max(60);

const DrawAction = z.object({ time: z.number().int().min(1).max(2), draws: z.number().int().min(1).max(4), penalties: z.array(EffectSchema).min(1).max(6) }).strict();

/** One side of a Location card: every action of the rulebook's guide, with its numbers. */
export const LocationSideSchema = z
  .object({
    banner: z.string(),
    fish: DrawAction.optional(),
    beachcomb: z.object({ time: z.number().int().min(1).max(2), rolls: z.literal(2), bonus: z.number().int().min(-3).max(3) }).strict().optional(),
    dig: DrawAction.optional(),
    craftTools: z
      .object({
        recipes: z.array(z.object({ item: ItemId, needs: z.array(Material).min(1).max(4) }).strict()),
        gems: z.object({ anyMaterials: z.number().int().min(1).max(6), gems: Price }).strict(),
        xp: z.object({ differentMaterials: z.number().int().min(2).max(4), xp: z.literal(1, { error: 'Crafting XP gives 1 XP (rulebook 8).' }) }).strict(),
      })
      .strict()
      .optional(),
    stalls: z.object({ time: z.number().int().min(1).max(2), gems: Price }).strict().optional(),
    seer: z.object({ time: z.number().int().min(1).max(2), gems: Price, cards: z.number().int().min(1).max(6) }).strict().optional(),
    food: z.object({ gems: Price, lives: z.number().int().min(0).max(4), pep: z.number().int().min(0).max(4) }).strict().optional(),
    forage: DrawAction.optional(),
    relax: z.object({ time: z.number().int().min(1).max(2), lives: z.number().int().min(0).max(4), pep: z.number().int().min(0).max(4) }).strict().optional(),
    sellForageables: z.object({ byCount: z.record(z.string().regex(/^[2-6]$/), Price) }).strict().optional(),
    brews: z
      .object({
        buy: z.record(z.string(), Price),
        // Guide, Chemists' Guild: each brew takes 2 forageables, the XP brew any 3 different ones; a side may change
        // the prices, never these counts (the red side too)
        craft: z.array(z.union([
          z.object({ item: ItemId, needs: z.array(Forageable).length(2, { error: "A brew's recipe takes 2 forageables (guide, Chemists' Guild)." }) }).strict(),
          z.object({ item: z.literal('xpBrew'), differentForageables: z.literal(3, { error: "The XP brew takes any 3 different forageables (guide, Chemists' Guild)." }) }).strict(),
        ])),
      })
      .strict()
      .optional(),
    market: z
      .object({
        buy: z.record(z.string(), Price),
        sell: z.record(z.string(), Price),
        fish: z.object({ single: Price, starfish: Price, set: Price }).strict(),
      })
      .strict()
      .optional(),
    quests: z.enum(['shallow', 'deep']).optional(),
    library: z.object({ time: z.number().int().min(1).max(2), gems: Price }).strict().optional(),
    crows: z
      .object({
        pay: Price,
        rolls: z.number().int().min(1).max(6),
        /** die results 1..6 */
        chart: z.array(z.object({ text: z.string(), demand: z.array(EffectSchema) }).strict()).length(6),
      })
      .strict()
      .optional(),
  })
  .strict();
export type LocationSide = z.infer<typeof LocationSideSchema>;

export const LocationSchema = z
  .object({
    id: LocationId,
    name: z.string(),
    /** 1..6 for the numbered Locations; null for the Miners' Guild and the Crows' Nest */
    number: z.number().int().min(1).max(6).nullable(),
    flavour: z.string(),
    /** the flip condition printed on the card, in words (the engine's rule is in the Location's file) */
    flipText: z.string(),
    blue: LocationSideSchema,
    red: LocationSideSchema,
  })
  .strict();
export type LocationCard = z.infer<typeof LocationSchema>;

export const StoryEndSchema = z
  .object({
    blue: z.object({ text: z.string(), taxes: Price, rot: z.array(EffectSchema) }).strict(),
    red: z.object({ text: z.string(), taxes: Price, rot: z.array(EffectSchema) }).strict(),
  })
  .strict();
export type StoryEnd = z.infer<typeof StoryEndSchema>;

/** Time (rulebook 4, 6), night actions and the XP track (8). */
export const RulesSchema = z
  .object({
    dayTrack: z.number().int().min(2).max(8),
    nightTrack: z.number().int().min(2).max(8),
    night: z
      .object({
        sleep: z.object({ time: z.number().int().min(1), pep: z.number().int().min(0).max(4) }).strict(),
        dinner: z.object({ time: z.number().int().min(1), cards: z.number().int().min(1).max(3), lives: z.number().int().min(0).max(4), pep: z.number().int().min(0).max(4) }).strict(),
        work: z.object({ time: z.number().int().min(1), gems: Price }).strict(),
      })
      .strict(),
    /** XP needed to reach LEVEL 2, 3, 4, 5 */
    levels: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
    xpMax: z.number().int().min(4).max(20),
    statMax: z.number().int().min(4).max(8),
    supplyLimit: z.number().int().min(1).max(12),
    rucksackLimit: z.number().int().min(1).max(7),
    /** icons of a kind in supply that flip Coppersand (fish) and Burrow Glade (forageables) */
    flipIcons: z.number().int().min(2).max(20),
    /** Gems won in one carnival game that flip Bay Carnival */
    carnivalFlipGems: z.number().int().min(1).max(60),
    /** Agility thresholds: [agility, marks ignored] (rulebook guide: 4-5 ignores 1, 6 ignores 2) */
    agilityAllowance: z.array(z.tuple([z.number().int(), z.number().int()])),
  })
  .strict();
export type Rules = z.infer<typeof RulesSchema>;

export const ContentSchema = z
  .object({
    characters: z.array(CharacterSchema).length(4),
    locations: z.array(LocationSchema).length(8),
    story: z.array(StoryCardSchema).length(28),
    storyEnd: StoryEndSchema,
    items: z.array(ItemSchema),
    rules: RulesSchema,
  })
  .strict();
export type Content = z.infer<typeof ContentSchema>;

export type ItemKey = (typeof ITEM_IDS)[number];
export type LocationKey = (typeof LOCATION_IDS)[number];
export type SupplyKey = (typeof SUPPLY_KINDS)[number];
export type FishKey = (typeof FISH_COLOURS)[number];
export type MaterialKey = (typeof MATERIALS)[number];
export type ForageKey = (typeof FORAGEABLES)[number];
