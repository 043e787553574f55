// The game service's typed surface: the same methods behind both doors (IPC in the desktop window,
// HTTP in the browser edition). The renderer imports these types only, never engine code.
// Every method's input is checked by the zod schema of the same name in ./schemas.ts.
import type { ActionInfo, AnyAction, AnyEvent, GameSetup } from '../../engine/contract';
import type { PlayerView } from '../../engine/view';
import type { Score } from '../../engine/score';

export type { Score, ScorePart } from '../../engine/score';

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
  /** the date of the daily campaign it plays (issue 29), when it is one */
  daily?: string;
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
  /** achievements this call earned (issue 29), for a quiet notice */
  earned?: AchievementInfo[];
  /** the run's score and its parts, once the campaign is over (rules reference: score) */
  score?: Score;
}

/** Across finished campaigns (kept when a save is deleted), and the records of the campaigns still saved. */
export interface Statistics {
  played: number;
  won: number;
  lost: number;
  byCharacter: Record<string, { played: number; won: number }>;
  /** the most Gems held at once in any finished campaign */
  bestGems: number;
  /** finished campaigns in which the advisor was asked at least once */
  advisorCampaigns: number;
  /** how many times it was asked, in all finished campaigns */
  advisorRequests: number;
  records: RecordInfo[];
}

/** A personal record with the campaign that set it (issue 29). */
export interface RecordInfo {
  key: string;
  label: string;
  value: string;
  figure: number;
  campaignId: string;
  campaignName: string;
  character: string;
}

export interface AchievementInfo {
  id: string;
  name: string;
  /** what earns it, shown whether it is earned or not */
  text: string;
  earned: boolean;
  earnedAt?: string;
  /** the campaign that earned it; absent (with earned) when that campaign has been deleted since (a daily streak) */
  campaign?: { id: string; name: string };
  progress?: { have: number; need: number };
}

/** One day of the daily calendar. */
export interface DailyDay {
  date: string;
  campaignId: string;
  status: 'playing' | 'won' | 'lost' | 'deleted';
  score: number | null;
  /** the campaign is still in the save file (it can be opened) */
  saved: boolean;
}

/** Today's campaign as shown before it starts, with the calendar of past ones. */
export interface DailyInfo {
  date: string;
  version: string;
  setup: GameSetup;
  /** true while today's counted attempt has not been started: the next start counts */
  counts: boolean;
  /** today's counted attempt, once started */
  today?: DailyDay;
  calendar: DailyDay[];
  streak: { current: number; longest: number };
}

export interface GuideContent {
  locations: unknown[];
  characters: unknown[];
  items: unknown[];
  quests: unknown[];
  specials: unknown[];
  carnival: unknown[];
}

/** One section of the rules reference (data/reference): `text` is lines, "### " a sub-heading, "- " a list item. */
export interface RuleSection {
  /** the rulebook's section number where there is one ("7b"), "guide-<location>" for a Location's page */
  id: string;
  title: string;
  /** the part of the reference it sits in ("In the mines") */
  part: string;
  /** the rule strings of actions that open this section besides its id ("6: Taking a Turn During Night Time") */
  aliases: string[];
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
  /** today's campaign (issue 29) for the player's local date: its set-up, whether a start counts, the calendar */
  daily(input: { date: string }): Promise<DailyInfo>;
  /** starts the daily campaign of that date: the day's first start counts, any later one is practice */
  startDaily(input: { date: string }): Promise<CampaignResult>;
  /** every achievement, earned or not */
  achievements(): Promise<AchievementInfo[]>;
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
