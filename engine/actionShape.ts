// The shape of every action, checked before any rule reads it: a malformed action from a door is refused, not a crash.
import { z } from 'zod';
import { ITEM_IDS } from '../data/schema';

const card = z.string().min(1).max(64);
const cards = z.array(card).max(12);
const item = z.enum(ITEM_IDS);
const inner = z.object({ type: z.string().min(1).max(64) }).catchall(z.unknown());
const stall = z.enum(['relay', 'lake-race', 'fortune-forage', 'pest-race']);

export const ActionShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('goFishing') }),
  z.object({ type: z.literal('beachcomb') }),
  z.object({ type: z.literal('dig') }),
  z.object({ type: z.literal('craftTool'), item, cards }),
  z.object({ type: z.literal('craftGems'), cards }),
  z.object({ type: z.literal('craftXp'), cards }),
  z.object({ type: z.literal('visitStalls'), game: stall }),
  z.object({ type: z.literal('visitSeer') }),
  z.object({ type: z.literal('buyFood') }),
  z.object({ type: z.literal('goForaging') }),
  z.object({ type: z.literal('relax'), gain: z.enum(['life', 'pep']) }),
  z.object({ type: z.literal('sellForageables'), cards }),
  z.object({ type: z.literal('buyBrew'), item }),
  z.object({ type: z.literal('craftBrew'), item, cards }),
  z.object({ type: z.literal('buyTool'), item }),
  z.object({ type: z.literal('sellItem'), item }),
  z.object({ type: z.literal('sellFish'), sale: z.enum(['single', 'starfish', 'set']), cards }),
  z.object({ type: z.literal('visitLibrary'), stat: z.enum(['strength', 'agility']) }),
  z.object({ type: z.literal('payCrows') }),
  z.object({ type: z.literal('sleep') }),
  z.object({ type: z.literal('dinner'), card }),
  z.object({ type: z.literal('work') }),
  z.object({ type: z.literal('discard'), card }),
  z.object({ type: z.literal('discardItem'), item }),
  z.object({ type: z.literal('drawAgain') }),
  z.object({ type: z.literal('stopDrawing') }),
  z.object({ type: z.literal('useGloves') }),
  z.object({ type: z.literal('declineGloves') }),
  z.object({ type: z.literal('perk'), perk: z.enum(['fighter', 'acrobat', 'meditator', 'merchant']) }),
  z.object({ type: z.literal('seerOrder'), order: z.array(card).max(6) }),
  z.object({ type: z.literal('option'), index: z.number().int().min(0).max(9) }),
  z.object({ type: z.literal('stall'), action: inner }),
  z.object({ type: z.literal('useItem'), item }),
  z.object({ type: z.literal('quest'), action: inner }),
]);

// The same shapes as ActionShape, checked by hand: applyAction runs this on every action, and zod is slower than the
// rules themselves. actionShape.test.ts checks the two agree.
const STALLS = new Set(['relay', 'lake-race', 'fortune-forage', 'pest-race']);
const ITEMS = new Set<string>(ITEM_IDS);
type FieldCheck = (v: unknown) => boolean;
const isCard: FieldCheck = (v) => typeof v === 'string' && v.length >= 1 && v.length <= 64;
const isCards = (max: number): FieldCheck => (v) => Array.isArray(v) && v.length <= max && v.every(isCard);
const isItem: FieldCheck = (v) => typeof v === 'string' && ITEMS.has(v);
const oneOf = (...xs: string[]): FieldCheck => (v) => typeof v === 'string' && xs.includes(v);
const isInner: FieldCheck = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { type?: unknown }).type === 'string' && ((v as { type: string }).type.length >= 1) && (v as { type: string }).type.length <= 64;
const FIELDS: Record<string, Record<string, FieldCheck>> = {
  goFishing: {}, beachcomb: {}, dig: {}, visitSeer: {}, buyFood: {}, goForaging: {}, payCrows: {}, sleep: {}, work: {},
  drawAgain: {}, stopDrawing: {}, useGloves: {}, declineGloves: {},
  craftTool: { item: isItem, cards: isCards(12) }, craftGems: { cards: isCards(12) }, craftXp: { cards: isCards(12) },
  visitStalls: { game: (v) => typeof v === 'string' && STALLS.has(v) }, relax: { gain: oneOf('life', 'pep') },
  sellForageables: { cards: isCards(12) }, buyBrew: { item: isItem }, craftBrew: { item: isItem, cards: isCards(12) },
  buyTool: { item: isItem }, sellItem: { item: isItem }, sellFish: { sale: oneOf('single', 'starfish', 'set'), cards: isCards(12) },
  visitLibrary: { stat: oneOf('strength', 'agility') }, dinner: { card: isCard }, discard: { card: isCard }, discardItem: { item: isItem },
  perk: { perk: oneOf('fighter', 'acrobat', 'meditator', 'merchant') }, seerOrder: { order: isCards(6) },
  option: { index: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9 },
  stall: { action: isInner }, useItem: { item: isItem }, quest: { action: isInner },
};

function shapeOk(a: unknown): boolean {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const t = (a as { type?: unknown }).type;
  if (typeof t !== 'string') return false;
  // own keys only: "toString" must not find Object.prototype's function and pass as an action with no fields
  if (!Object.hasOwn(FIELDS, t)) return false;
  const fields = FIELDS[t];
  for (const k in fields) if (!fields[k]((a as Record<string, unknown>)[k])) return false;
  return true;
}

export function shapeReason(a: unknown): string | null {
  if (shapeOk(a)) return null;
  const t = (a as { type?: unknown } | null)?.type;
  if (typeof t !== 'string') return 'That is not an action this game knows.';
  if (!Object.hasOwn(FIELDS, t)) return `There is no action called "${t}" in this game.`;
  return `The action "${t}" is missing something or has a wrong value.`;
}

/** The fields of each inner action a stall game or a quest takes, in the order their engines make them (their
 *  legal lists are compared as JSON, so the order is kept): engine/quests/actions.ts QuestMove, and the stall games'
 *  actions (relay/state.ts, lake-race/state.ts, fortune-forage/rules.ts, pest-race/rules.ts). Whether an inner action
 *  is legal stays its own engine's to judge; this only keeps a door's extra fields out of the save (a legal stall
 *  action carrying 200 KB beside its fields was once saved whole). Two stall games share `roll`: its fields are those
 *  of either, and only the fields present are kept. */
const INNER_FIELDS: Record<'quest' | 'stall', Record<string, readonly string[]>> = {
  quest: {
    attempt: ['quest', 'tool'], move: ['to'], torch: [], useSpecial: ['letter'], option: ['index'], shovel: ['use'], keep: ['card'],
    fight: [], flee: [], reroll: [], keepRoll: [], charm: [], special: ['letter'], settle: [], draw: ['clock'], stop: [],
  },
  stall: {
    sail: ['to'], recharge: [], place: ['q', 'r', 'heading'], roll: ['hold', 'dice'], steer: ['turn'], nextRace: [], forage: ['call'], bet: ['pest'],
  },
};

function canonicalInner(kind: 'quest' | 'stall', inner: unknown): unknown {
  if (!isInner(inner)) return inner; // refused by the shape check before anything reads it
  const a = inner as Record<string, unknown> & { type: string };
  const fields = Object.hasOwn(INNER_FIELDS[kind], a.type) ? INNER_FIELDS[kind][a.type] : [];
  const out: Record<string, unknown> = { type: a.type };
  for (const k of fields) if (Object.hasOwn(a, k)) out[k] = a[k];
  return out;
}

/** The action with only the fields its type has, a stall's or a quest's inner action too: a door may send more, which
 *  mean nothing to the rules, and a save keeps the action as the rules read it. */
export function canonicalAction<A extends { type: string }>(a: A): A {
  if (!Object.hasOwn(FIELDS, a.type)) return a;
  const out: Record<string, unknown> = { type: a.type };
  for (const k in FIELDS[a.type]) out[k] = (a as unknown as Record<string, unknown>)[k];
  if (a.type === 'quest' || a.type === 'stall') out.action = canonicalInner(a.type, out.action);
  return out as A;
}
