// playerView: the table as the player sees it (contract/view.ts), never the hidden deck order.
import { content, character as characterCard, item as itemCard, storyCard } from '../data/index';
import { levelOf } from './character';
import { decisionPrompt } from './decisions';
import { PERKS } from './levelling';
import { iconsOf, SUPPLY_LIMIT } from './supply';
import { trackLength } from './time';
import { STALL_NAMES, stallGame } from './carnival/registry';
import { stillKnownAfter } from './locations/carnival';
import { questPlugin } from './plugins';
import type { GameState, PendingDecision, SupplyKey } from './types';
import type { CardView, PendingView, PlayerView } from '../contract/view';

export function cardView(id: string): CardView {
  const c = storyCard(id);
  return {
    id: c.id, name: c.name, kind: c.kind, fish: c.fish, material: c.material, forage: c.forage,
    loot: c.loot, acquire: c.acquire, charm: c.charm, flavour: c.flavour,
    ...(c.hazard ? { hazard: { strength: c.hazard.strength, agility: c.hazard.agility, win: c.hazard.winText, lose: c.hazard.loseText } } : {}),
    ...(c.options ? { options: c.options.map((o) => o.label) } : {}),
  };
}

function pendingView(s: GameState, d: PendingDecision): PendingView {
  const base = { kind: d.kind, prompt: decisionPrompt(s, d) };
  switch (d.kind) {
    case 'keepDrawing': return { ...base, cards: d.drawn.map(cardView), data: { verb: d.verb, location: d.location, max: d.max } };
    case 'seerOrder': return { ...base, cards: d.cards.map(cardView), data: {} };
    case 'eventOption': return { ...base, cards: [cardView(d.card)], data: { options: storyCard(d.card).options!.map((o) => o.label) } };
    case 'levelUp': return { ...base, cards: [], data: { level: d.level } };
    case 'gloves': return { ...base, cards: [], data: { marks: d.marks, verb: d.verb } };
    case 'discardExcess': case 'discardSupply': return { ...base, cards: [], data: { supply: d.supply, count: d.count } };
    case 'discardItem': return { ...base, cards: [], data: { count: d.count } };
    case 'stall': return { ...base, cards: [], data: { game: d.game } };
    case 'quest': return { ...base, cards: [], data: { step: d.step, ...d.data } };
  }
}

export function playerView(s: GameState): PlayerView {
  const ch = characterCard(s.character)!;
  const level = levelOf(s.xp);
  const cardCounts: Record<SupplyKey, number> = { fish: 0, material: 0, forage: 0 };
  const iconCounts: Record<SupplyKey, number> = { fish: 0, material: 0, forage: 0 };
  const byIcon: Record<string, number> = {};
  const supplyCards = s.supply.map((sc) => {
    const icons = iconsOf(sc);
    cardCounts[sc.as]++;
    iconCounts[sc.as] += icons.length;
    for (const i of icons) byIcon[i] = (byIcon[i] ?? 0) + 1;
    return { card: cardView(sc.card), as: sc.as, icons };
  });
  const head = s.pending[0];
  const piles = livePiles(s);
  const stall = head?.kind === 'stall'
    // the price the campaign charged (Bay Carnival's side), not the stall's own stand-alone price (issue 24, item 12)
    ? { game: head.game, name: STALL_NAMES[head.game], view: stallGame(head.game)?.playerView(head.state) ?? null, price: content.locations.find((l) => l.id === 'carnival')![s.sides.carnival].stalls?.gems }
    : null;
  const here = s.place.at === 'town' ? s.place.location : null;
  return {
    status: s.status,
    reason: s.endReason,
    character: { id: ch.id, name: ch.name, portrait: ch.portrait, startingItem: ch.startingItem },
    day: s.day,
    phase: s.phase,
    timer: s.timer,
    trackLength: trackLength(s),
    tracks: { day: content.rules.dayTrack, night: content.rules.nightTrack },
    gems: s.gems,
    gemsToWin: content.locations.find((l) => l.id === 'crowsNest')![s.sides.crowsNest].crows!.pay,
    lives: s.lives,
    pep: s.pep,
    maxLives: 4,
    maxPep: 4,
    strength: s.strength,
    agility: s.agility,
    statMax: content.rules.statMax,
    xp: s.xp,
    xpMax: content.rules.xpMax,
    level,
    levelSquares: content.rules.levels.slice(),
    skills: ch.skills.map((sk, i) => ({ name: sk.name, text: sk.text, active: level >= 3 || i === s.setup.startingSkill })),
    location: s.place.at === 'town' ? s.place.location : s.place.at === 'night' ? 'night' : s.place.at === 'mine' ? 'mine' : 'crowsNest',
    rucksack: s.rucksack.map((id) => { const it = itemCard(id); return { id, name: it.name, type: it.type, text: it.text }; }),
    rucksackLimit: content.rules.rucksackLimit,
    supply: { cards: supplyCards, cardCounts, iconCounts, byIcon, limit: SUPPLY_LIMIT },
    locations: content.locations.map((l) => ({ id: l.id, name: l.name, number: l.number, side: s.sides[l.id], here: here === l.id })),
    storyEnd: { side: s.storyEndSide, text: content.storyEnd[s.storyEndSide].text, timesResolved: s.storyEnds, pendingThisTurn: s.storyEndPending },
    deckSize: piles.deck.length,
    discardSize: piles.discard.length,
    discardTop: piles.discard.length ? cardView(piles.discard[piles.discard.length - 1]) : null,
    seerKnown: stillKnown(s, piles.deck).map(cardView),
    stallsPlayed: s.stallsPlayed.slice(),
    questsAttempted: s.questsAttempted.slice(),
    pending: head ? pendingView(s, head) : null,
    perks: head?.kind === 'levelUp' ? PERKS.slice() : [],
    ledger: s.ledger,
    history: s.history,
    quest: questPlugin()?.view(s) ?? null,
    stall,
  };
}

/** The Story deck and discard as the table shows them: while a stall game that draws from the Story deck is played,
 *  the campaign's piles come back only when it ends, so the stall's own piles are the true ones meanwhile. */
function livePiles(s: GameState): { deck: readonly string[]; discard: readonly string[] } {
  const d = s.pending[0];
  const st = d?.kind === 'stall' ? (d.state as { deck?: unknown; discard?: unknown }) : undefined;
  return st && Array.isArray(st.deck) && Array.isArray(st.discard) ? { deck: st.deck as string[], discard: st.discard as string[] } : s;
}

/** The top cards the player has seen (the seer, a torch) and not yet turned up, as the table shows them. */
function stillKnown(s: GameState, deck: readonly string[]): readonly string[] {
  return deck.slice(0, stillKnownAfter(s, deck));
}
