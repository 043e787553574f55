// The saved campaigns, as the service lists them: for the saves screen and the title's "continue".
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useApi, type CampaignFile, type CampaignSummary, type ImportedCampaign } from '../api';
import { sentenceOf } from './errors';
import { useCampaignStore } from './campaign';

export const useSavesStore = defineStore('saves', () => {
  const list = ref<CampaignSummary[]>([]);
  const loaded = ref(false);
  const busy = ref(false);
  const error = ref<string | null>(null);

  const byLastPlayed = computed(() => [...list.value].sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt)));
  /** the campaign "continue" resumes: the most recently played one still going */
  const lastPlaying = computed(() => byLastPlayed.value.find((c) => c.status === 'playing') ?? null);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true;
    error.value = null;
    try {
      return await work();
    } catch (e) {
      error.value = sentenceOf(e);
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  async function refresh(): Promise<void> {
    await run(async () => {
      list.value = await useApi().list();
      loaded.value = true;
      forgetGone();
    });
  }

  /** The open campaign is let go once it is no longer saved (deleted here or elsewhere): no screen may offer a way back
   *  to a board that no longer exists (issue 24, item 11). */
  function forgetGone(): void {
    const campaign = useCampaignStore();
    if (campaign.id && !list.value.some((c) => c.id === campaign.id)) campaign.close();
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const summary = await run(() => useApi().rename({ id, name }));
    if (!summary) return false;
    list.value = list.value.map((c) => (c.id === id ? summary : c));
    return true;
  }

  async function remove(id: string): Promise<boolean> {
    const done = await run(() => useApi().remove({ id }));
    if (!done) return false;
    list.value = list.value.filter((c) => c.id !== id);
    forgetGone();
    return true;
  }

  /** Issue 25: the campaign as a file to share (the screen saves it where the player chooses). */
  async function exportFile(id: string): Promise<CampaignFile | undefined> {
    return run(() => useApi().exportCampaign({ id }));
  }

  /** Issue 25: a shared campaign's file, as read from disk; refused with the service's sentence when it does not replay. */
  async function importFile(text: string): Promise<ImportedCampaign | undefined> {
    let file: unknown;
    try {
      file = JSON.parse(text);
    } catch {
      error.value = 'That file is not a campaign file: it is not even JSON. Nothing was imported.';
      return undefined;
    }
    const summary = await run(() => useApi().importCampaign({ file: file as CampaignFile }));
    if (summary) {
      const { notice: _said, ...row } = summary;
      list.value = [row, ...list.value];
    }
    return summary;
  }

  return { list, loaded, busy, error, byLastPlayed, lastPlaying, refresh, rename, remove, exportFile, importFile };
});
