// data/README.md's balance targets, checked against simulation reports: the table data/README.md keeps.
import { QUESTS } from '../../data/quests/index';
import { formatProportion } from './stats';
import type { SimulationReport } from './report';

/** Every action a Location offers by day (the rulebook's guide), as the report names them. */
export const LOCATION_ACTIONS = [
  'goFishing', 'beachcomb', 'dig', 'craftTool', 'craftGems', 'craftXp', 'visitStalls', 'visitSeer', 'buyFood',
  'goForaging', 'relax', 'sellForageables', 'buyBrew', 'craftBrew', 'buyTool', 'sellItem', 'sellFish',
  'quest:attempt', 'visitLibrary', 'payCrows',
] as const;

export interface Check {
  target: string;
  measured: string;
  ok: boolean;
}

const pts = (p: number) => `${(100 * p).toFixed(1)}%`;

/** The targets: `strong` holds the strong bot's runs by setting ('normal' and each option alone), `loops` each loop bot on normal. */
export function balanceChecks(strong: SimulationReport, loops: SimulationReport[]): Check[] {
  const checks: Check[] = [];
  const normal = strong.bySetting.normal;
  if (!normal) throw new Error('balanceChecks: the strong report has no "normal" setting');
  const p = normal.winRate.p;
  checks.push({ target: 'strong player wins 35-65% of normal games', measured: formatProportion(normal.winRate), ok: p >= 0.35 && p <= 0.65 });
  for (const [name, g] of Object.entries(strong.bySetting)) {
    if (name === 'normal') continue;
    checks.push({ target: `${name} lowers the win rate`, measured: `${formatProportion(g.winRate)} vs ${pts(p)}`, ok: g.winRate.p < p });
  }
  const byChar = Object.entries(strong.byCharacterAndSetting).map(([c, s]) => [c, s.normal] as const).filter(([, g]) => g);
  const mean = byChar.reduce((a, [, g]) => a + g.winRate.p, 0) / Math.max(1, byChar.length);
  for (const [c, g] of byChar) {
    const gap = Math.abs(g.winRate.p - mean);
    checks.push({ target: `${c} within 10 points of the mean (${pts(mean)})`, measured: `${formatProportion(g.winRate)}, ${(100 * gap).toFixed(1)} points off`, ok: gap <= 0.1 });
  }
  const used = normal.actionsByWinners;
  for (const a of LOCATION_ACTIONS) {
    const e = used[`day/${a}`];
    checks.push({ target: `winners use ${a}`, measured: e ? `${pts(e.campaigns / normal.won)} of winners` : 'never', ok: !!e && e.campaigns > 0 });
  }
  for (const q of QUESTS) {
    const n = normal.questsByWinners[q.id] ?? 0;
    checks.push({ target: `winners attempt ${q.name}`, measured: `${pts(normal.won ? n / normal.won : 0)} of winners`, ok: n > 0 });
  }
  for (const r of loops) {
    checks.push({ target: `${r.bot} wins at most 90%`, measured: formatProportion(r.overall.winRate), ok: r.overall.winRate.p <= 0.9 });
  }
  return checks;
}

export function formatChecks(checks: readonly Check[]): string {
  const lines = ['| target | measured | met |', '|---|---|:-:|'];
  for (const c of checks) lines.push(`| ${c.target} | ${c.measured} | ${c.ok ? 'yes' : '**no**'} |`);
  const failed = checks.filter((c) => !c.ok).length;
  lines.push('', failed === 0 ? 'Every target is met.' : `${failed} of ${checks.length} targets missed.`);
  return lines.join('\n');
}
