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

export function shapeReason(a: unknown): string | null {
  const r = ActionShape.safeParse(a);
  if (r.success) return null;
  const t = (a as { type?: unknown } | null)?.type;
  return typeof t === 'string' ? `The action "${t}" is missing something or has a wrong value.` : 'That is not an action this game knows.';
}
