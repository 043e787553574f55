// The simulation report: what `npm run simulate` prints and what data/README.md's balance table quotes.
// Pure aggregation over campaign records, so the same records always give the same report, whatever order
// the workers returned them in (every sum is over integers, every list is sorted before it is shown).
import { formatProportion, wilson, type Proportion } from './stats';

/** What one finished campaign leaves behind for the report. */
export interface CampaignRecord {
  index: number;
  seed: string;
  character: string;
  /** the harder-options setting's name: 'normal', 'storyEndRed', 'extraFlips2', ... */
  setting: string;
  won: boolean;
  /** for a loss, a short cause ('out of Lives', 'out of time', 'lost in a mine', ...) */
  cause: string | null;
  /** Gems in the purse as each day ended (up to 3 entries; fewer when the game ended earlier) */
  gemsAtDayEnd: number[];
  level: number;
  /** how many actions the bot took */
  actions: number;
  /** how often each kind of action was played ("coppersand/fish", "night/work", ...) */
  uses: Record<string, number>;
  /** quests attempted */
  quests: string[];
}

export interface GroupReport {
  played: number;
  won: number;
  winRate: Proportion;
  /** mean Gems at the end of day 1, 2, 3, over the campaigns that reached that day's end */
  meanGemsAtDayEnd: (number | null)[];
  /** loss cause -> campaigns */
  causes: Record<string, number>;
  /** level reached -> campaigns */
  levels: Record<string, number>;
  meanActions: number;
  /** action key -> { winners who used it at least once, total uses by winners } */
  actionsByWinners: Record<string, { campaigns: number; uses: number }>;
  /** quest id -> winners who attempted it */
  questsByWinners: Record<string, number>;
  /** quest id -> campaigns (won or lost) that attempted it */
  questsAttempted: Record<string, number>;
}

export interface SimulationReport {
  bot: string;
  seed: string;
  games: number;
  overall: GroupReport;
  byCharacter: Record<string, GroupReport>;
  bySetting: Record<string, GroupReport>;
  /** character x setting, for the balance table */
  byCharacterAndSetting: Record<string, Record<string, GroupReport>>;
}

function sortedRecord<V>(entries: Map<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const k of [...entries.keys()].sort()) out[k] = entries.get(k) as V;
  return out;
}

export function summarise(records: readonly CampaignRecord[]): GroupReport {
  const played = records.length;
  let won = 0;
  let actions = 0;
  const daySums = [0, 0, 0];
  const dayCounts = [0, 0, 0];
  const causes = new Map<string, number>();
  const levels = new Map<string, number>();
  const byWinners = new Map<string, { campaigns: number; uses: number }>();
  const questsWon = new Map<string, number>();
  const questsAll = new Map<string, number>();
  for (const r of records) {
    actions += r.actions;
    r.gemsAtDayEnd.forEach((g, d) => {
      if (d < 3) {
        daySums[d] += g;
        dayCounts[d] += 1;
      }
    });
    levels.set(String(r.level), (levels.get(String(r.level)) ?? 0) + 1);
    for (const q of new Set(r.quests)) questsAll.set(q, (questsAll.get(q) ?? 0) + 1);
    if (!r.won) {
      const cause = r.cause ?? 'unknown';
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
      continue;
    }
    won += 1;
    for (const [key, n] of Object.entries(r.uses)) {
      if (n <= 0) continue;
      const e = byWinners.get(key) ?? { campaigns: 0, uses: 0 };
      e.campaigns += 1;
      e.uses += n;
      byWinners.set(key, e);
    }
    for (const q of new Set(r.quests)) questsWon.set(q, (questsWon.get(q) ?? 0) + 1);
  }
  return {
    played,
    won,
    winRate: wilson(won, played),
    meanGemsAtDayEnd: daySums.map((s, d) => (dayCounts[d] ? s / dayCounts[d] : null)),
    causes: sortedRecord(causes),
    levels: sortedRecord(levels),
    meanActions: played ? actions / played : 0,
    actionsByWinners: sortedRecord(byWinners),
    questsByWinners: sortedRecord(questsWon),
    questsAttempted: sortedRecord(questsAll),
  };
}

function groupBy(records: readonly CampaignRecord[], key: (r: CampaignRecord) => string): Map<string, CampaignRecord[]> {
  const groups = new Map<string, CampaignRecord[]>();
  for (const r of records) {
    const k = key(r);
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  return groups;
}

export function buildReport(bot: string, seed: string, records: readonly CampaignRecord[]): SimulationReport {
  // order by campaign index so float sums (means) are identical however the workers interleaved
  const ordered = [...records].sort((a, b) => a.index - b.index);
  const mapGroups = (m: Map<string, CampaignRecord[]>) => {
    const out = new Map<string, GroupReport>();
    for (const [k, rs] of m) out.set(k, summarise(rs));
    return sortedRecord(out);
  };
  const byCharacterAndSetting = new Map<string, Record<string, GroupReport>>();
  for (const [c, rs] of groupBy(ordered, (r) => r.character)) byCharacterAndSetting.set(c, mapGroups(groupBy(rs, (r) => r.setting)));
  return {
    bot,
    seed,
    games: ordered.length,
    overall: summarise(ordered),
    byCharacter: mapGroups(groupBy(ordered, (r) => r.character)),
    bySetting: mapGroups(groupBy(ordered, (r) => r.setting)),
    byCharacterAndSetting: sortedRecord(byCharacterAndSetting),
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const gems = (g: (number | null)[]) => g.map((x) => (x === null ? '-' : x.toFixed(1))).join(' / ');

/** The report as text: markdown tables, readable in a terminal and pasteable into data/README.md. */
export function formatReport(report: SimulationReport): string {
  const lines: string[] = [];
  const o = report.overall;
  lines.push(`Bot: ${report.bot}; seed: ${report.seed}; campaigns: ${report.games}`);
  lines.push(`Win rate: ${formatProportion(o.winRate)}; mean actions per campaign: ${o.meanActions.toFixed(1)}`);
  lines.push('');
  lines.push('| group | played | won | win rate (95% interval) | Gems at end of day 1 / 2 / 3 |');
  lines.push('|---|---:|---:|---|---|');
  const row = (name: string, g: GroupReport) =>
    lines.push(`| ${name} | ${g.played} | ${g.won} | ${formatProportion(g.winRate)} | ${gems(g.meanGemsAtDayEnd)} |`);
  row('all', o);
  for (const [s, g] of Object.entries(report.bySetting)) row(`setting: ${s}`, g);
  for (const [c, g] of Object.entries(report.byCharacter)) row(`character: ${c}`, g);
  const settings = Object.keys(report.bySetting);
  if (settings.length > 1) {
    for (const [c, bySetting] of Object.entries(report.byCharacterAndSetting)) {
      for (const [s, g] of Object.entries(bySetting)) row(`${c} / ${s}`, g);
    }
  }
  lines.push('');
  lines.push('| cause of loss | campaigns | share of losses |');
  lines.push('|---|---:|---:|');
  const losses = o.played - o.won;
  for (const [c, n] of Object.entries(o.causes).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    lines.push(`| ${c} | ${n} | ${pct(n, losses)} |`);
  }
  lines.push('');
  lines.push('| level reached | campaigns | share |');
  lines.push('|---|---:|---:|');
  for (const [l, n] of Object.entries(o.levels).sort((a, b) => Number(a[0]) - Number(b[0]))) lines.push(`| ${l} | ${n} | ${pct(n, o.played)} |`);
  lines.push('');
  lines.push('| action (used by winners) | winners who used it | uses per winner |');
  lines.push('|---|---:|---:|');
  for (const [k, e] of Object.entries(o.actionsByWinners)) {
    lines.push(`| ${k} | ${pct(e.campaigns, o.won)} | ${o.won ? (e.uses / o.won).toFixed(2) : '-'} |`);
  }
  lines.push('');
  lines.push('| quest | campaigns that attempted it | winners who attempted it |');
  lines.push('|---|---:|---:|');
  const quests = [...new Set([...Object.keys(o.questsAttempted), ...Object.keys(o.questsByWinners)])].sort();
  for (const q of quests) lines.push(`| ${q} | ${pct(o.questsAttempted[q] ?? 0, o.played)} | ${pct(o.questsByWinners[q] ?? 0, o.won)} |`);
  return lines.join('\n');
}
