// Rulebook 7a: the five kinds of chamber, resolved when the meeple reaches one (and again on every visit).
import { storyCard } from '../../data/index';
import { draftList, emit, rollDie, type Ctx } from '../draft';
import { removeItem } from '../character';
import { runEffects } from '../effects';
import { drawStory, drawToSupply } from '../story';
import { spendTime } from '../time';
import type { Verb } from '../types';
import type { ChamberKind } from '../../data/quests/index';
import { ask } from './ask';
import { startFight } from './fight';
import { drawSpecial } from './specials';
import { chamberName, kindNameOf, kindOf, questChamberSteps, type MineState } from './mine';

const VERB_WORD: Record<Verb, string> = { fish: 'fish', dig: 'dig', forage: 'forage' };

/** 7a: "Follow the rules for the type of chamber you have reached." */
export function resolveChamber(c: Ctx, m: MineState): void {
  const ch = kindOf(m, m.at);
  // the kind read from the map's index (one shape), where the chambers' records come in a shape per kind
  switch (kindNameOf(m, m.at)) {
    case 'story': return enterStory(c, m, (ch as Kind<'story'>).depth);
    case 'action': {
      const a = ch as Kind<'action'> & { name: string };
      if (!c.quiet) emit(c, 'chamber', `${a.name}: you may spend ${a.time} hourglass to ${VERB_WORD[a.action]} ${a.count} times (exclamation marks are ignored here).`);
      return askAction(c, m, 0);
    }
    case 'quest': {
      const steps = questChamberSteps(m, m.at);
      if (steps) m.queue.unshift(...steps);
      return;
    }
    case 'penalty': {
      // 7a, Penalty chamber: "Roll the die. If you roll 1-3, suffer the penalty shown in this chamber."
      const p = ch as Kind<'penalty'> & { name: string };
      const roll = rollDie(c);
      const hit = roll <= 3;
      if (!c.quiet) emit(c, 'roll', `${p.name}: you roll ${roll}${hit ? ` and suffer the penalty: ${p.text}` : ', and pass safely.'}`, { roll, chance: true });
      if (hit) m.queue.unshift(...p.penalty);
      return;
    }
    case 'special': return drawSpecial(c, m, (ch as Kind<'special'>).letter);
    case 'entrance': case 'exit':
      throw new Error(`resolveChamber: '${m.at}' is the ${ch.kind}, not a chamber`);
  }
}
type Kind<K extends ChamberKind['kind']> = Extract<ChamberKind, { kind: K }>;

/** 7a, Story chamber: "Draw a Story card and follow the instructions or choices on it." The shovel (designer's FAQ)
 *  may be discarded first to draw 2 and keep 1. */
function enterStory(c: Ctx, m: MineState, depth: number): void {
  if (c.s.rucksack.includes('shovel') && c.s.deck.length > 0) {
    ask(c, 'shovel', `${chamberName(m, m.at)} (depth ${depth}): discard your shovel to draw 2 Story cards and resolve 1 of them, or draw 1 as usual.`, { depth });
    return;
  }
  drawForStory(c, m, depth, false);
}

/** The shovel's answer, or a plain draw. */
export function drawForStory(c: Ctx, m: MineState, depth: number, shovel: boolean): void {
  // the draw's words name the chamber (a look-up): only the ledger reads them, and a quiet draft keeps none
  const where = c.quiet ? '' : `${chamberName(m, m.at)} (depth ${depth})`;
  if (!shovel) {
    const id = drawStory(c, where);
    if (id === null) return;
    draftList(c, 'discard').push(id);
    return resolveStoryCard(c, m, id, depth);
  }
  removeItem(c, 'shovel', 'You dig with the shovel');
  const cards: string[] = [];
  for (let i = 0; i < 2; i++) {
    const id = drawStory(c, c.quiet ? '' : `${where}, the shovel (${i + 1} of 2)`);
    if (id === null) break;
    draftList(c, 'discard').push(id);
    cards.push(id);
  }
  if (cards.length === 0) return;
  if (cards.length === 1) return resolveStoryCard(c, m, cards[0], depth);
  ask(c, 'shovelKeep', `The shovel turned up ${storyCard(cards[0]).name} and ${storyCard(cards[1]).name}: resolve one, discard the other.`, { cards, depth });
}

/** 7a: an event's options (choose 1), or a hazard to fight or flee (7b). The card is on the discard pile already. */
export function resolveStoryCard(c: Ctx, m: MineState, id: string, depth: number): void {
  const card = storyCard(id);
  if (card.kind === 'hazard') {
    const h = card.hazard!;
    return startFight(c, m, { name: card.name, strength: h.strength, agility: h.agility, text: card.flavour || card.name, win: h.win, lose: h.lose }, id, depth);
  }
  ask(c, 'eventOption', `${card.name}: choose one option.`, { card: id, depth });
}

/** 7a: apply the chosen option; the depth comes off rolls on RANDOM cards (to a minimum of 1). */
export function chooseOption(c: Ctx, m: MineState, id: string, index: number, depth: number): void {
  const card = storyCard(id);
  const option = card.options![index];
  if (!c.quiet) emit(c, 'option', `${card.name}: you choose "${option.label}".`);
  runEffects(c, option.effects, { why: card.name, rollPenalty: depth });
}

/** 7a, Action chamber: "You may spend time to do this action as often as shown." */
export function askAction(c: Ctx, m: MineState, drawn: number): void {
  const ch = kindOf(m, m.at);
  if (ch.kind !== 'action') throw new Error('askAction outside an action chamber');
  if (drawn >= ch.count) return;
  ask(c, 'actionChamber', drawn === 0
    ? `${ch.name}: spend ${ch.time} hourglass to ${VERB_WORD[ch.action]} up to ${ch.count} times, or move on.`
    : `${ch.name}: ${VERB_WORD[ch.action]} again (${drawn} of ${ch.count} done), or stop.`, { drawn, of: ch.count, verb: ch.action, time: ch.time });
}

/** One draw in an action chamber. The first pays the time (or the clock). Hazards and exclamation marks are ignored (5, 7b). */
export function actionDraw(c: Ctx, m: MineState, drawn: number, clock: boolean): void {
  const ch = kindOf(m, m.at);
  if (ch.kind !== 'action') throw new Error('actionDraw outside an action chamber');
  if (drawn === 0) {
    if (clock) removeItem(c, 'clock', 'You wind the clock instead of spending time');
    else spendTime(c, ch.time);
    if (c.s.status !== 'playing') return;
  }
  const got = drawToSupply(c, ch.action, 1, ch.name);
  if (got.length === 0) return;
  const card = storyCard(got[0]);
  const ignored = [card.kind === 'hazard' ? 'its hazard' : '', (ch.action === 'fish' ? card.fish.alert : ch.action === 'dig' ? card.material.alert : card.forage.alert) ? 'its exclamation mark' : '']
    .filter(Boolean);
  if (ignored.length && !c.quiet) emit(c, 'ignored', `${card.name}: ${ignored.join(' and ')} ${ignored.length > 1 ? 'are' : 'is'} ignored in a mine.`);
  askAction(c, m, drawn + 1);
}
