// Where the quest engine (engine/quests, engineer B) plugs in. engine/index.ts imports engine/quests/index.ts,
// which calls registerQuestPlugin(...) once at load. Until then the Miners' Guild offers only its library.
import type { Ctx } from './draft';
import type { GameState, QuestAction } from './types';
import type { QuestView } from '../contract/view';
import type { ActionInfo } from './contract';

export interface QuestPlugin {
  /** Actions shown at the Miners' Guild by day (e.g. attempt each quest with each free tool), legal or refused. */
  guildCandidates(s: GameState): QuestAction[];
  /** Optional: exactly guildCandidates(s) filtered by check(), in the same order, built without checking each one
   *  (legalActions asks this by day in town when the plugin offers it). */
  guildLegal?(s: GameState): QuestAction[];
  /** Every legal quest action while in a mine (s.place.at === 'mine') or while a `quest` decision is pending. */
  legal(s: GameState): QuestAction[];
  /** null when legal, else a sentence. Called only for {type:'quest'} actions. */
  check(s: GameState, a: QuestAction): string | null;
  /** Change the draft through the Ctx helpers; replace s.quest rather than mutating it. settle() runs afterwards. */
  apply(c: Ctx, a: QuestAction): void;
  /** Label, detail, time and rule for a prompt. */
  describe(s: GameState, a: QuestAction): Pick<ActionInfo, 'label' | 'detail' | 'time' | 'rule' | 'group'>;
  /** The mine as the player sees it; null outside a mine. */
  view(s: GameState): QuestView | null;
  /** Story cards the quest holds outside deck, discard and supply (for the "each card exactly once" invariant). */
  heldCards(s: GameState): string[];
}

let plugin: QuestPlugin | null = null;

export function registerQuestPlugin(p: QuestPlugin): void {
  plugin = p;
}

export function questPlugin(): QuestPlugin | null {
  return plugin;
}
