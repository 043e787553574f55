// The reference's lists written from data/ (a section's "generated"): each Location's page (the prose of
// actions.json, then both sides' figures), the items, hazards, events, quests, Special cards, characters and the
// harder options. Every figure and name comes from the content handed in.
import type { Content } from '../index';
import { HOUSE_RULES, type Quest, type QuestEffect, type QuestHazard, type Special } from '../quests';
import { chartWords, discardsWords, effectsWords, gems, sideNumbers } from './words';

export type ActionProse = Record<string, { title: string; how: string }>;

export const itemWords = (c: Content) => (id: string) => {
  const i = c.items.find((x) => x.id === id);
  return i ? (i.type === 'tool' ? i.name.toLowerCase() : i.name) : id;
};

function locationLines(c: Content, id: string, actions: ActionProse): string[] {
  const loc = c.locations.find((l) => l.id === id);
  if (!loc) throw new Error(`data/reference: no Location "${id}"`);
  const item = itemWords(c);
  const out = [loc.flavour, `Turns red: ${loc.flipText}`];
  for (const key of Object.keys(actions)) {
    const blue = sideNumbers(loc.blue, key, item);
    const red = sideNumbers(loc.red, key, item);
    if (!blue && !red) continue;
    out.push(`### ${actions[key].title}`, actions[key].how);
    if (blue === red) out.push(`- Both sides: ${blue}`);
    else {
      out.push(blue ? `- Blue side: ${blue}` : '- Blue side: not offered.');
      out.push(red ? `- Red side: ${red}` : '- Red side: not offered.');
    }
  }
  return out;
}

function itemLines(c: Content): string[] {
  const item = itemWords(c);
  const out: string[] = [];
  const market = c.locations.find((l) => l.id === 'market');
  const scrapyard = c.locations.find((l) => l.id === 'scrapyard');
  const chemists = c.locations.find((l) => l.id === 'chemists');
  const bothSides = (blue: number | undefined, red: number | undefined) =>
    blue === undefined ? null : blue === red || red === undefined ? gems(blue) : `${gems(blue)} (red side ${red})`;
  for (const i of c.items) {
    out.push(`### ${i.name} (${i.type})`, i.text);
    const where: string[] = [];
    const buy = bothSides(market?.blue.market?.buy[i.id], market?.red.market?.buy[i.id]);
    if (buy) where.push(`- At the Market: buy for ${buy}.`);
    const sell = bothSides(market?.blue.market?.sell[i.id], market?.red.market?.sell[i.id]);
    if (sell) where.push(`- The Market buys it back for ${sell}.`);
    const recipe = (side: 'blue' | 'red') => scrapyard?.[side].craftTools?.recipes.find((r) => r.item === i.id)?.needs;
    if (recipe('blue') || recipe('red')) where.push(`- At the Scrapyard: craft from ${(recipe('blue') ?? []).join(' + ')} (red side: ${(recipe('red') ?? []).join(' + ')}).`);
    const brewBuy = bothSides(chemists?.blue.brews?.buy[i.id], chemists?.red.brews?.buy[i.id]);
    if (brewBuy) where.push(`- At the Chemists' Guild: buy for ${brewBuy}.`);
    const brew = (side: 'blue' | 'red') => {
      const r = chemists?.[side].brews?.craft.find((x) => x.item === i.id);
      return !r ? null : 'needs' in r ? r.needs.join(' + ') : `any ${r.differentForageables} different forageables`;
    };
    if (brew('blue') || brew('red')) where.push(`- At the Chemists' Guild: brew from ${brew('blue')} (red side: ${brew('red')}).`);
    if (i.type === 'tool') where.push("- Free: one tool of your choice each time you start a quest at the Miners' Guild.");
    if (i.use.when === 'anytime') where.push(`- Use it at any time, even in the middle of a fight or with a question waiting: ${effectsWords(i.use.effects, item)}.`);
    out.push(...where);
  }
  return out;
}

function hazardLine(h: { name: string; strength: number; agility: number }, rest: string): string {
  return `- ${h.name}: Strength ${h.strength}, Agility ${h.agility}. ${rest}`;
}

/** Every hazard a quest can set on you: in its tokens, its quest chambers and its movers. */
function questHazards(q: Quest): QuestHazard[] {
  const found: QuestHazard[] = [];
  const walk = (effects: readonly QuestEffect[] | undefined) => {
    for (const e of effects ?? []) {
      if (e.op === 'fight') found.push(e.hazard);
      if (e.op === 'if' || e.op === 'roll') {
        walk(e.then);
        walk(e.else);
      }
      if (e.op === 'luck') {
        walk(e.good);
        walk(e.bad);
      }
    }
  };
  Object.values(q.tokens ?? {}).forEach((t) => walk(t.effects));
  Object.values(q.questChambers.rules).forEach(walk);
  (q.setup.movers ?? []).forEach((m) => (walk(m.onMeet), Object.values(m.onEnter ?? {}).forEach(walk)));
  return found.filter((h, i) => found.findIndex((x) => x.name === h.name) === i);
}

function hazardLines(c: Content, quests: readonly Quest[]): string[] {
  const out = ['### In the Story deck'];
  for (const card of c.story) {
    if (!card.hazard) continue;
    out.push(hazardLine({ name: card.name, ...card.hazard }, `If you win: ${card.hazard.winText} If you lose: ${card.hazard.loseText}`));
  }
  out.push('### In the quests');
  for (const q of quests) for (const h of questHazards(q)) out.push(hazardLine(h, `${h.text} (${q.name})`));
  return out;
}

function eventLines(c: Content): string[] {
  return c.story.filter((card) => card.options).map((card) => `- ${card.name}: ${card.options!.map((o) => o.label).join(', or ')}.`);
}

function questLines(quests: readonly Quest[]): string[] {
  const house = new Set(Object.values(HOUSE_RULES).map((h) => h.text));
  const out: string[] = [];
  for (const q of quests) {
    out.push(`### ${q.name} (${q.depth})`, q.flavour, `- Goal: ${q.goal.text}`, `- Set-up: ${q.setup.text}`, `- Quest chambers: ${q.questChambers.text}`);
    for (const r of q.rules ?? []) if (!house.has(r)) out.push(`- Its own rule: ${r}`);
    out.push(`- Reward: ${q.reward.text}`);
    for (const r of Object.values(q.exitRewards ?? {})) out.push(`- Other exit: ${r.text}`);
  }
  return out;
}

function specialLines(specials: readonly Special[]): string[] {
  return specials.map((s) => `- ${s.letter}, ${s.name} (${s.kept ? 'kept' : 'used at once'}): ${s.text}`);
}

function characterLines(c: Content): string[] {
  const item = itemWords(c);
  const out: string[] = [];
  for (const ch of c.characters) {
    const first = c.items.find((i) => i.id === ch.startingItem);
    out.push(`### ${ch.name}`, ch.portrait, `- Starts with: ${first ? `${first.article} ${item(first.id)}` : ch.startingItem}.`);
    for (const s of ch.skills) out.push(`- ${s.name}: ${s.text}`);
  }
  return out;
}

function harderLines(c: Content): string[] {
  const item = itemWords(c);
  const crows = c.locations.find((l) => l.id === 'crowsNest');
  const chart = (side: 'blue' | 'red') => chartWords(crows?.[side].crows?.chart ?? []);
  return [
    `- Story's End starts red: from the first reshuffle you pay ${gems(c.storyEnd.red.taxes)} in taxes (not ${c.storyEnd.blue.taxes}) and lose ${discardsWords(c.storyEnd.red.rot, item)} to rot.`,
    `- The Crows' Nest starts red: you roll on its harsher chart (${chart('red')}) instead of the blue one (${chart('blue')}).`,
    '- Extra flips: the app rolls the die one, two or three times before day 1 and turns those Locations red, as it does at daybreak.',
    "- Hazards +1: every hazard's Strength goes up by 1, in Story chambers and quest chambers alike, on top of depth and night.",
  ];
}

/** The lines a section's `generated` names. */
export function generated(kind: string, c: Content, quests: readonly Quest[], specials: readonly Special[], actions: ActionProse): string[] {
  if (kind.startsWith('location:')) return locationLines(c, kind.slice('location:'.length), actions);
  switch (kind) {
    case 'harder': return harderLines(c);
    case 'quests': return questLines(quests);
    case 'specials': return specialLines(specials);
    case 'characters': return characterLines(c);
    case 'items': return itemLines(c);
    case 'hazards': return hazardLines(c, quests);
    case 'events': return eventLines(c);
  }
  throw new Error(`data/reference: nothing generates "${kind}"`);
}

