// The campaign on the table: the service's latest CampaignResult, and the three ways to change it (act, undo, open).
// Every change goes through the service, which saves it before answering; the store only keeps the answer.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { ApiError, useApi, type AchievementInfo, type AnyAction, type CampaignResult, type GameSetup } from '../api';
import { sentenceOf } from './errors';
import { withChange } from './view-change';
import { takeEarly } from './early-open';

export const useCampaignStore = defineStore('campaign', () => {
  const current = ref<CampaignResult | null>(null);
  const busy = ref(false);
  /** the last refusal or failure, as a sentence for the player; cleared by the next call */
  const error = ref<string | null>(null);
  /** achievements earned by this session's calls, newest last, for the quiet notice (issue 29) */
  const earned = ref<AchievementInfo[]>([]);

  const id = computed(() => current.value?.summary.id ?? null);
  const view = computed(() => current.value?.view ?? null);
  const actions = computed(() => current.value?.actions ?? []);
  const legalActions = computed(() => actions.value.filter((a) => a.legal));
  const events = computed(() => current.value?.events ?? []);
  const undoInfo = computed(() => current.value?.undo ?? { available: false });

  async function run(work: () => Promise<CampaignResult>): Promise<boolean> {
    if (busy.value) return false; // one call at a time: a second click must not act on a stale view
    busy.value = true;
    error.value = null;
    try {
      current.value = await work();
      if (current.value.earned?.length) earned.value = [...earned.value, ...current.value.earned];
      return true;
    } catch (e) {
      error.value = sentenceOf(e);
      // an act or an undo made from a table the campaign has left (another window, a second click) was refused with
      // nothing applied: the table is shown as it is now, under the service's sentence
      if (e instanceof ApiError && e.code === 'stale' && current.value) {
        const id = current.value.summary.id;
        current.value = await useApi().open({ id }).catch(() => current.value);
      }
      return false;
    } finally {
      busy.value = false;
    }
  }

  function requireId(): string {
    if (!id.value) throw new Error('campaign store: no campaign is open');
    return id.value;
  }

  const create = (setup: GameSetup, name?: string) => run(() => useApi().create(name ? { name, setup } : { setup }));
  // the answer main.ts asked for at start-up when the page opened at this campaign (early-open.ts), else a fresh one
  const open = (campaignId: string) => run(() => takeEarly(campaignId) ?? useApi().open({ id: campaignId }));
  /** The fingerprint of the table on screen, which every act and undo names: the service refuses one made from a table
   *  the campaign has left. A result always carries it; without one the table is fetched afresh and nothing is done. */
  const seen = () => current.value?.hash;
  /** issue 27: names the view it holds (its hash), so the answer carries only what the action changed */
  const act = (action: AnyAction) =>
    run(async () => {
      const before = current.value;
      const id = requireId();
      const since = seen();
      if (!before || !since) return useApi().open({ id });
      const answer = await useApi().act({ id, action, since });
      if (!('change' in answer)) return answer;
      // a change made from another view than this one (never expected: the service refuses a stale `since`) is not
      // guessed at
      return withChange(before, answer) ?? useApi().open({ id });
    });
  const undo = () =>
    run(() => {
      const id = requireId();
      const since = seen();
      return since ? useApi().undo({ id, since }) : useApi().open({ id });
    });
  /** today's campaign (issue 29): the day's first start counts, a later one is practice */
  const startDaily = (date: string) => run(() => useApi().startDaily({ date }));

  function dismissEarned(id: string): void {
    earned.value = earned.value.filter((a) => a.id !== id);
  }
  /** issue 26: a new lesson campaign; the lesson panel's Next, or leaving the lesson for free play */
  const startLesson = () => run(() => useApi().startLesson());
  const lessonMove = (what: 'next' | 'leave') => run(() => useApi().lesson({ id: requireId(), do: what }));
  const lesson = computed(() => current.value?.lesson ?? null);

  function close(): void {
    current.value = null;
    error.value = null;
  }

  function dismissError(): void {
    error.value = null;
  }

  return { current, busy, error, earned, id, view, actions, legalActions, events, undoInfo, create, open, act, undo, startDaily, close, dismissError, dismissEarned, startLesson, lessonMove, lesson };
});
