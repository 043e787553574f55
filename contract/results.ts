// What the game service's methods answer (contract/api.ts maps each method to one of these). Plain JSON, the same
// over both doors; never the hidden deck order.
import type { ActionInfo, AnyAction, AnyEvent } from './actions';
import type { GameSetup } from './setup';
import type { PlayerView } from './view';
import type { Score } from './score';
import type { LakeView, RelayView, StandAloneId } from '../engine/carnival/index';

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
  /** QA 3, item 6: why this campaign's file cannot be shared (a daily's or the lesson's never imports), in a sentence
   *  the Saves screen shows in place of Share; absent when it can be */
  noShare?: string;
  /** a branch's parent (null when imported from another save file), the parent's step it starts from, and its luck */
  branch?: { parentId: string | null; step: number; luck: 'same' | 'new' };
}

/** What importing a shared file answers: the campaign, and a sentence when its name had to be cleaned to be kept
 *  (contract/names.ts cleanName; QA 2, item 5). */
export type ImportedCampaign = CampaignSummary & { notice?: string };

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
  /** issue 27: the fingerprint (stateHash) of the state the view shows; an act naming it as `since` is answered with
   *  what the action changed (ActChange) instead of the whole view */
  hash?: string;
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
  /** issue 22: the stand-alone stall games finished, by kind (kept after a deletion, as campaigns' results are) */
  stallGames: Record<StallGameKind, { played: number; won: number }>;
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
  /** the guide's sentences, written by the service from data/ (service/guide-words.ts), so the renderer shows
   *  strings and never reads the effect vocabulary itself */
  words: GuideWords;
}

/** What an action or a purchase costs: hourglass squares and Gems. */
export interface Cost {
  time: number;
  gems: number;
}

/** One action a Location side offers, as the guide shows it. */
export interface GuideAction {
  /** the side's key in data/schema.ts, e.g. "fish" */
  key: string;
  /** the rulebook guide's heading for it, e.g. "GO FISHING" */
  heading: string;
  title: string;
  cost: Cost;
  /** the numbers this side prints, as sentences */
  lines: string[];
}

export interface GuideWords {
  /** by Location id: every action each side offers, in the order of the rulebook's guide */
  locations: Record<string, { blue: GuideAction[]; red: GuideAction[] }>;
  /** by character id: the starting item's name and each skill's exact rule, in the card's order */
  characters: Record<string, { startingItem: string; skillRules: string[] }>;
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

// ---- issue 22: the stand-alone stall games (Copperfin Relay, the Lake Race series), saved like campaigns ----

/** The stall games the title screen offers on their own (engine/carnival/games.ts, `standAlone`). */
export type StallGameKind = StandAloneId;

/** A stand-alone stall game as Saves lists it. */
export interface StallGameSummary {
  id: string;
  kind: StallGameKind;
  /** the kind's name as players read it ("Copperfin Relay") */
  kindName: string;
  name: string;
  /** won: the relay's lamps all lit and the boat home; the series' top place to a boat sailed by a person */
  status: 'playing' | 'won' | 'lost';
  /** where the game stands, in one line (the watch, the race and the standings) */
  detail: string;
  moves: number;
  createdAt: string;
  lastPlayedAt: string;
}

/** One step of the relay's guided six-watch solution (Copperfin Relay rulebook, "Follow a complete six-watch solution"). */
export interface RelayGuideStep {
  watch: number;
  action: { type: 'sail'; to: 'D' | 'M' | 'R' | 'B' | 'C' } | { type: 'recharge' };
  why: string;
  happened: string[];
}

/** The game's own typed view, by kind. */
export type StallGameView = { kind: 'relay'; view: RelayView; guide: RelayGuideStep[] } | { kind: 'lake-race'; view: LakeView };

/** What every call on a stand-alone stall game returns: its summary and the view (never more than the player sees). */
export interface StallGameResult {
  summary: StallGameSummary;
  game: StallGameView;
  /** a sentence for the player when something was recovered or refused */
  notice?: string;
}

/** The set-up of a new stand-alone game: the relay's crew (none for solo play), or the Lake Race series' boats. */
export type StallGameStart =
  | { kind: 'relay'; name?: string; setup: { crew?: string[] } }
  | {
      kind: 'lake-race';
      name?: string;
      setup: {
        seed?: string | number;
        boats: { boat: string; name: string; crew: 'cautious' | 'bold' | null }[];
        side?: 'dark' | 'light';
        scoreVariant?: boolean;
      };
    };
