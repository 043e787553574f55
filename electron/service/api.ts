// The game service's typed surface: the same methods behind both doors (IPC in the desktop window,
// HTTP in the browser edition). The renderer imports these types only, never engine code.
// Every method's input is checked by the zod schema of the same name in ./schemas.ts.
import type { ActionInfo, AnyAction, AnyEvent, GameSetup } from '../../engine/contract';
import type { PlayerView } from '../../engine/view';

export interface CampaignSummary {
  id: string;
  name: string;
  character: string;
  day: number;
  phase: 'day' | 'night';
  gems: number;
  level: number;
  status: 'playing' | 'won' | 'lost';
  createdAt: string;
  lastPlayedAt: string;
  harder: GameSetup['harder'];
}

export interface UndoInfo {
  available: boolean;
  /** why not, in a sentence, when not available */
  reason?: string;
}

/** What every call that touches a campaign returns: the view, never hidden deck order. */
export interface CampaignResult {
  summary: CampaignSummary;
  view: PlayerView;
  /** legal actions and the visible-but-refused ones with their reasons */
  actions: ActionInfo[];
  /** events of the call just made, for motion (the full ledger is in view.ledger) */
  events: AnyEvent[];
  undo: UndoInfo;
  /** a sentence for the player when something was recovered or refused */
  notice?: string;
}

export interface Statistics {
  played: number;
  won: number;
  lost: number;
  byCharacter: Record<string, { played: number; won: number }>;
  bestGems: number;
  advisorUsed: number;
}

export interface GuideContent {
  locations: unknown[];
  characters: unknown[];
  items: unknown[];
  quests: unknown[];
  specials: unknown[];
  carnival: unknown[];
}

export interface RuleSection {
  id: string;
  title: string;
  text: string;
}

/** The advisor's estimate for one legal action ("what are my chances?", issue 7): strong-bot rollouts. */
export interface AdviceEntry {
  action: AnyAction;
  label: string;
  wins: number;
  rollouts: number;
  /** estimated chance of winning after this action, and its 95% interval */
  chance: number;
  low: number;
  high: number;
  /** why (issue 24, item 9): what its lost rollouts ended in, and when its won ones paid, each with its share */
  reasons?: { lost: string[]; won: string[] };
}

export interface Advice {
  /** best first */
  entries: AdviceEntry[];
  perAction: number;
  /** how long the ranking took */
  ms: number;
}

export interface Api {
  list(): Promise<CampaignSummary[]>;
  create(input: { name?: string; setup: GameSetup }): Promise<CampaignResult>;
  open(input: { id: string }): Promise<CampaignResult>;
  act(input: { id: string; action: AnyAction }): Promise<CampaignResult>;
  undo(input: { id: string }): Promise<CampaignResult>;
  rename(input: { id: string; name: string }): Promise<CampaignSummary>;
  remove(input: { id: string }): Promise<{ ok: true }>;
  statistics(): Promise<Statistics>;
  guide(): Promise<GuideContent>;
  rules(): Promise<RuleSection[]>;
  /** ranks every legal action by the advisor's rollouts (off by default: only when the player asks; counted in the statistics) */
  advise(input: { id: string; rollouts?: number }): Promise<Advice>;
  /** cancels the campaign's advice in progress (its advise call is refused with 'conflict') */
  cancelAdvice(input: { id: string }): Promise<{ cancelled: boolean }>;
  /** starts the advisor's workers and warms them in the background, so the first answer is as quick as later ones
   *  (asked when the player turns the advisor on; a real question stops the warm-up) */
  warmAdvisor(): Promise<{ warming: boolean }>;
}

/** A refusal a player can read; both doors carry it as { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: 'invalid-input' | 'illegal-action' | 'not-found' | 'storage' | 'conflict' | 'forbidden'; message: string };
}
