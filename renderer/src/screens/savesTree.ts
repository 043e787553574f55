// Issue 25: the saves as a tree, each branch ("play from here") under the campaign it was made from, newest played
// first at every level. A branch whose parent is gone (deleted, or in another save file) stands at the top level.
import type { CampaignSummary } from '../api';

export interface SaveInTree {
  campaign: CampaignSummary;
  /** 0 for a campaign at the top level, 1 for a branch of it, ... */
  depth: number;
  /** the parent's name when it is in the list */
  parentName: string | null;
}

export function savesTree(list: readonly CampaignSummary[]): SaveInTree[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  const sorted = [...list].sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt) || a.id.localeCompare(b.id));
  const children = new Map<string, CampaignSummary[]>();
  const roots: CampaignSummary[] = [];
  for (const c of sorted) {
    const parent = c.branch?.parentId;
    if (parent && byId.has(parent) && parent !== c.id) children.set(parent, [...(children.get(parent) ?? []), c]);
    else roots.push(c);
  }
  const out: SaveInTree[] = [];
  const seen = new Set<string>();
  const walk = (c: CampaignSummary, depth: number) => {
    if (seen.has(c.id)) return; // a loop of parents cannot be made by the service; drawn once if a file ever held one
    seen.add(c.id);
    out.push({ campaign: c, depth, parentName: c.branch?.parentId ? (byId.get(c.branch.parentId)?.name ?? null) : null });
    for (const child of children.get(c.id) ?? []) walk(child, depth + 1);
  };
  for (const r of roots) walk(r, 0);
  for (const c of sorted) walk(c, 0);
  return out;
}

/** The file name a shared campaign is saved as: its name in plain letters, then .crows.json. */
export function shareFileName(name: string): string {
  const plain = name.normalize('NFKD').replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-').slice(0, 40);
  return `${plain || 'campaign'}.crows.json`;
}
