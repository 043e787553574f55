// playerView: the table as the player sees it (contract/view.ts), never the hidden deck order.
import { content, character as characterCard, item as itemCard } from '../data/index';
import { cardView } from './cardView';
import { levelOf } from './character';
import { pendingView } from './decisions';
import { PERKS } from './levelling';
import { iconsOf, SUPPLY_LIMIT } from './supply';
import { trackLength } from './time';
import { STALL_NAMES, stallGame } from './carnival/registry';
import type { StallSeatView } from './carnival/games';
import { stillKnownAfter } from './locations/carnival';
import { questView } from './quests/view';
import type { GameState, SupplyKey } from './types';
import type { PlayerView } from '../contract/view';

export { cardView };

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
    ? ({ game: head.game, name: STALL_NAMES[head.game], view: stallGame(head.game)?.playerView(head.state) ?? null, price: content.locations.find((l) => l.id === 'carnival')![s.sides.carnival].stalls?.gems } as StallSeatView)
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
    quest: questView(s),
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
