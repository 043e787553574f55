// The game service's typed surface: the same methods behind both doors (IPC in the desktop window,
// HTTP in the browser edition). The renderer imports these types only, never engine code.
// Every method's input is checked by the zod schema of the same name in ./schemas.ts.
import type { ActionInfo, AnyAction, AnyEvent, GameSetup } from '../../engine/contract';
import type { PlayerView } from '../../engine/view';
import type { Score } from '../../engine/score';

export type { Score, ScorePart } from '../../engine/score';
import type { CampaignFile } from './campaign-file';

export type { CampaignFile };

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
  /** issue 25: a branch made with "play from here" (or imported as one): practice, counted apart (absent: an original) */
  practice?: boolean;
  /** a branch's parent (null when imported from another save file), the parent's step it starts from, and its luck */
  branch?: { parentId: string | null; step: number; luck: 'same' | 'new' };
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
  /** the guided first campaign's current step, while the lesson is on (issue 26) */
  lesson?: LessonInfo;
}

/** One step of the lesson as the table shows it (data/lesson): `waits` when it waits for an action, else it is read
 *  and passed with Next. */
export interface LessonInfo {
  index: number;
  total: number;
  step: { id: string; title: string; text: string; target: string; section: string; instead: string; waits: boolean };
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
  /** issue 25: finished branches (practice), counted apart from the originals above */
  practice?: { played: number; won: number; lost: number };
  /** lesson campaigns (issue 26), counted apart: played and won above leave them out */
  lessons: { started: number; finished: number };
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
  /** why (issue 24, item 9): what its lost rollouts ended in, and when its won ones paid, each with its share */
  reasons?: { lost: string[]; won: string[] };
}

export interface Advice {
  /** best first */
  entries: AdviceEntry[];
  /** the most rollouts any action got (all of them got as many unless `adaptive`) */
  perAction: number;
  /** issue 27: ranked by the adaptive race (more rollouts where the answer is close, each action's range from its own) */
  adaptive: boolean;
  /** rollouts in all */
  rollouts: number;
  /** how long the ranking took */
  ms: number;
}

/** Issue 25: the steps of a replay a player can jump to (step numbers, in order). */
export interface ReplayMarks {
  /** each night's end (rulebook 6) */
  daybreaks: number[];
  /** each day's end (rulebook 4 and 6) */
  nightfalls: number[];
  /** each quest's first step in the mine (rulebook 7) */
  quests: number[];
  /** each Story's End resolved (rulebook 5) */
  storyEnds: number[];
}

/** One step of a campaign's replay (issue 25): the table as the player saw it then, read-only. */
export interface ReplayStep {
  summary: CampaignSummary;
  /** 0 is the set-up; step k is the table after the k-th action */
  step: number;
  /** the campaign's saved actions: the last step */
  steps: number;
  /** what the player could see at that step (never the deck order) */
  view: PlayerView;
  /** the ledger entries this step's action wrote, by entry number (from > to when it wrote none) */
  lines: { from: number; to: number };
  marks: ReplayMarks;
}

/** One decision of a post-game review (issue 25): the position before action `step`, ranked by the advisor. */
export interface ReviewDecision {
  /** the action taken here is the campaign's action `step` (the position is the replay's step - 1) */
  step: number;
  taken: { label: string; chance: number };
  best: { label: string; chance: number };
  /** best minus taken, in points of win chance (0-100) */
  cost: number;
  /** the advisor's ranking, best first (at most eight), for the replay */
  ranking: { label: string; chance: number; low: number; high: number; taken: boolean }[];
}

export interface Review {
  id: string;
  status: 'running' | 'done' | 'cancelled' | 'failed';
  /** decisions ranked so far, and how many the campaign has (a step with one legal action is no decision) */
  done: number;
  total: number;
  /** in campaign order, as they arrive */
  decisions: ReviewDecision[];
  /** the steps of the three costliest decisions so far, costliest first */
  costliest: number[];
  /** luck against choices, summed over the decisions reviewed (points of win chance), and said in a sentence */
  choices: number;
  luck: number;
  sentence: string;
  perAction: number;
  engineVersion: string;
  /** false when the review was made by an older version of the rules or the bots: it may be redone */
  current: boolean;
  madeAt: string;
  ms: number;
  /** why a review failed or stopped, in a sentence */
  message?: string;
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
  /** issue 25: the table at one step of a campaign, read-only (the last step when none is given) */
  replay(input: { id: string; step?: number }): Promise<ReplayStep>;
  /** issue 25, "play from here": a new campaign (practice) with the parent's set-up and its actions up to `step`; the
   *  same luck, or new luck seeded from the parent and the step */
  branch(input: { id: string; step: number; luck: 'same' | 'new' }): Promise<CampaignResult>;
  /** issue 25: the campaign as a small file to share (set-up, seed, actions, the rules' version, fingerprints) */
  exportCampaign(input: { id: string }): Promise<CampaignFile>;
  /** issue 25: a shared campaign taken in only when its actions replay to its fingerprints; refused whole otherwise */
  importCampaign(input: { file: CampaignFile }): Promise<CampaignSummary>;
  /** issue 25: starts the campaign's post-game review in the advisor's threads (or returns the stored one, unless
   *  `redo`); poll `review` for its progress */
  startReview(input: { id: string; redo?: boolean; rollouts?: number }): Promise<Review>;
  /** the review in progress or stored, or null when there is none */
  review(input: { id: string }): Promise<Review | null>;
  cancelReview(input: { id: string }): Promise<{ cancelled: boolean }>;
  /** a new lesson campaign: the guided first campaign on its fixed set-up (issue 26) */
  startLesson(): Promise<CampaignResult>;
  /** the lesson panel: `next` passes a step that is only read, `leave` goes on as free play */
  lesson(input: { id: string; do: 'next' | 'leave' }): Promise<CampaignResult>;
}

/** A refusal a player can read; both doors carry it as { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: 'invalid-input' | 'illegal-action' | 'not-found' | 'storage' | 'conflict' | 'forbidden'; message: string };
}
