// What the player sees of the mine (PlayerView.quest): the map as it is now, where they stand, what they have
// learned (visited chambers, tokens turned up, where the moving tokens are), the goal's progress and any fight.
import { specialByLetter } from '../../data/quests/index';
import type { ActionInfo } from '../contract';
import type { GameState, QuestAction } from '../types';
import type { QuestView } from '../../contract/view';
import { attackTotal, cornered, fightSkill, hazardBonus, hazardTotal, hazardTotalWithoutRoll, hopeless } from './fight';
import { goalComplete, kindOf, mineOf, moveTime, questDecision, questOf, tunnelsFrom } from './mine';
import { questActions, type QuestMove } from './actions';
import { freeItem, item as itemCard, storyCard } from '../../data/index';
import { QUESTS } from '../../data/quests/index';
import { hazardsIn, stakesOf } from './stakes';
import { DAYS, timeLeft } from '../time';

export function questView(s: GameState): QuestView | null {
  const m = mineOf(s);
  if (!m) return null;
  const quest = questOf(m);
  const tokensKnown: Record<string, number> = {};
  for (const [id, t] of Object.entries(m.tokens)) if (t.known) tokensKnown[id] = t.n;
  const f = m.fight;
  return {
    id: quest.id,
    name: quest.name,
    mapId: quest.id,
    chamber: m.at,
    visited: m.visited.slice(),
    tokensKnown,
    goal: { text: quest.goal.text, done: m.progress, of: quest.goal.target, complete: goalComplete(m) },
    depth: quest.depth,
    flavour: quest.flavour,
    setup: quest.setup.text,
    questChamberRule: quest.questChambers.text,
    rules: quest.rules ?? [],
    reward: quest.reward.text,
    exitRewards: Object.fromEntries(Object.entries(quest.exitRewards ?? {}).map(([id, r]) => [id, r.text])),
    failed: m.failed,
    turns: m.turns,
    deadline: quest.deadline ? { turns: quest.deadline.turns, left: Math.max(0, quest.deadline.turns - m.turns), text: quest.deadline.text } : null,
    map: {
      chambers: quest.map.chambers.map((c) => {
        const now = kindOf(m, c.id);
        return {
          ...now, x: c.x, y: c.y,
          changed: m.changed[c.id] !== undefined,
          visited: m.visited.includes(c.id),
          here: c.id === m.at,
          token: tokenShown(m.tokens[c.id]),
        };
      }),
      tunnels: quest.map.tunnels.map((t) => ({ a: t.a, b: t.b, time: t.time ?? 0 })),
    },
    next: tunnelsFrom(m, m.at).filter((t) => kindOf(m, t.to).kind !== 'entrance').map((t) => t.to),
    movers: (quest.setup.movers ?? []).map((mv) => ({ id: mv.id, name: mv.name, at: m.movers[mv.id].at })),
    kept: m.kept.map((l) => ({ letter: l, name: specialByLetter(l).name, text: specialByLetter(l).text })),
    fight: f && {
      name: f.name,
      card: f.card,
      round: f.round,
      // 7b: the whole hazard card, its stakes included, while the player chooses (issue 24, item 2)
      strength: f.strength,
      agility: f.agility,
      stakes: stakesOf(f, hazardsIn(quest)),
      you: { roll: f.roll, strength: s.strength, skill: fightSkill(s), charm: f.charm, special: f.special, total: f.roll === null ? null : attackTotal(s, f) },
      hazard: { roll: f.hazardRoll, ...hazardBonus(s, f), agility: f.agility, total: f.hazardRoll === null ? null : hazardTotal(s, f) },
    },
  };
}

/** A chamber's token as the player sees it: face down, its number once turned up, or gone. */
function tokenShown(t: { n: number; known: boolean; taken?: boolean } | undefined): number | 'hidden' | 'taken' | null {
  if (!t) return null;
  if (t.taken) return 'taken';
  return t.known ? t.n : 'hidden';
}

/** A quest action described for a prompt (ActionInfo): mine moves in group 'mine', answers in 'decision',
 *  attempts under the Miners' Guild. */
export function describeQuest(s: GameState, action: QuestAction): Pick<ActionInfo, 'label' | 'detail' | 'time' | 'rule' | 'group'> {
  const m = mineOf(s);
  const d = questDecision(s);
  const a = action.action as QuestMove;
  const info = (label: string, group: string, rule: string, time = 0, detail?: string) => ({ label, group, time, rule, ...(detail ? { detail } : {}) });
  switch (a.type) {
    case 'attempt': {
      const q = QUESTS.find((x) => x.id === a.quest);
      if (!q) return info(`Attempt "${String(a.quest)}"`, 'miners', "Guide: Miners' Guild");
      return info(`Attempt ${q.name}${a.tool ? ` with ${freeItem(a.tool)}` : ''}`, 'miners', "Guide: Miners' Guild", 0, `${q.depth === 'shallow' ? 'Shallow' : 'Deep'} quest. ${q.goal.text} Reward: ${q.reward.text}`);
    }
    case 'move': {
      const t = m && tunnelsFrom(m, m.at).find((x) => x.to === a.to);
      if (!m || !t) return info(`Move to ${String(a.to)}`, 'mine', '7a');
      const k = kindOf(m, a.to);
      const what = k.kind === 'story' ? `Story chamber, depth ${k.depth}` : k.kind === 'action' ? `Action chamber: ${k.action} ${k.count} for ${k.time} hourglass` : k.kind === 'special' ? `Special chamber ${k.letter}` : `${k.kind[0].toUpperCase()}${k.kind.slice(1)} chamber`;
      // the hourglasses shown are the move's whole cost, the tunnel's; a chamber visited before is resolved again (7a)
      const again = m.visited.includes(a.to) ? '. Visited already: it is resolved again' : '';
      const cost = moveTime(m, a.to, t);
      const said = k.kind === 'exit' ? (goalComplete(m) ? 'The quest is complete: collect the reward.' : 'The quest is not complete: no reward.') : `${what}${again}`;
      const dusk = duskWords(s, cost);
      return info(k.kind === 'exit' ? `Leave by ${k.name}` : `Move to ${k.name}`, 'mine', k.kind === 'exit' ? '7c' : '7a', cost, dusk ? `${said}${said.endsWith('.') ? '' : '.'}${dusk}` : said);
    }
    case 'torch': return info('Light the torch', 'mine', '7a', 0, itemCard('torch').text);
    case 'useSpecial': return info(specialByLetter(a.letter).use?.label ?? `Use Special ${a.letter}`, 'mine', '7a', 0, specialByLetter(a.letter).text);
    case 'option': return info(d ? storyCard(d.data.card as string).options![a.index]?.label ?? `Option ${a.index + 1}` : `Option ${a.index + 1}`, 'decision', '7a');
    case 'shovel': return info(a.use ? 'Dig with the shovel (draw 2, keep 1)' : 'Draw 1 Story card', 'decision', '7a', 0, a.use ? itemCard('shovel').text : undefined);
    case 'keep': return info(`Resolve ${storyCard(a.card).name}`, 'decision', '7a', 0, 'The other card is discarded.');
    case 'fight': {
      // the rulebook lets you fight a hazard no roll can beat; the player is told before a Pep goes on a lost cause
      const detail = m?.fight && hopeless(s, m) ? `No roll can win: even a 6 cannot beat its ${1 + hazardTotalWithoutRoll(s, m.fight)} or more. A loss costs what the card says; fleeing ends the fight.` : undefined;
      return info(d?.step === 'afterLoss' ? 'Fight again' : 'Fight', 'decision', '7b', 0, detail);
    }
    case 'flee': {
      const detail = m?.fight ? `Your roll + Agility against its Agility ${m.fight.agility}; short of it, lose a Life.` : undefined;
      if (m && cornered(s, m)) return info('Flee (a Life, as you have no Pep)', 'decision', '7b, house rule', 0, `Cornered: no roll can win this fight. ${detail ?? ''}`.trim());
      return info('Flee (1 Pep)', 'decision', '7b', 0, detail);
    }
    case 'reroll': return info('Roll again (1 Pep)', 'decision', '7b', 0, 'The second roll stands.');
    case 'keepRoll': return info('Keep the roll', 'decision', '7b');
    case 'charm': return info('Use the lucky charm (1 Gem)', 'decision', '7b', 0, "Draw a Story card and add its lucky charm's number to your attack.");
    case 'special': return info(specialByLetter(a.letter).use?.label ?? `Play Special ${a.letter}`, 'decision', '7b');
    case 'settle': return info('Settle the fight', 'decision', '7b');
    case 'draw': {
      const verb = String(d?.data.verb ?? 'draw');
      const time = d && d.data.drawn === 0 && !a.clock ? (d.data.time as number) : 0;
      return info(a.clock ? `Wind the clock and ${verb} (no time)` : `${verb[0].toUpperCase()}${verb.slice(1)}`, 'decision', '7a', time);
    }
    case 'stop': return info(d?.data.drawn === 0 ? 'Move on without spending time' : 'Stop', 'decision', '7a');
  }
  return info(String((a as { type: string }).type), 'mine', '7');
}

/** Every legal quest action, described. */
export function describeQuestActions(s: GameState): ActionInfo[] {
  return questActions(s).map((a) => ({ action: a, ...describeQuest(s, a), legal: true }));
}

/** Rulebook 4 and 6 in a move's detail (issue 24, item 1): how the hourglasses it spends stand against the flip square,
 *  so a player in the mine knows which move brings dusk (hazards +1 Strength, 7b) or ends day 3. */
export function duskWords(s: GameState, cost: number): string {
  if (cost <= 0) return '';
  const left = timeLeft(s);
  const day = s.phase === 'day';
  if (cost >= left) {
    if (!day) return ' Reaches dawn: a new day begins (rulebook 6).';
    return s.day >= DAYS
      ? ' Reaches the end of day 3: still in the mine, the game is lost (rulebook 6).'
      : ' Reaches dusk: night falls and hazards gain 1 Strength (rulebook 6, 7b).';
  }
  const after = left - cost;
  return ` Then ${after} hourglass${after === 1 ? '' : 'es'} until ${day ? 'dusk' : 'dawn'}.`;
}
