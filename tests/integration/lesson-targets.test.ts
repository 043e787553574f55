// @vitest-environment happy-dom
// Issue 26: every lesson step points at a part of the table that is there when the step is shown. The lesson is
// played on the real service (real engine, real save file); at each step the table is drawn from the service's
// own answer and the step's selector must find its element (a button for a step that waits for an action).
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { GameService } from '../../electron/service/game-service';
import type { CampaignResult } from '../../electron/service/api';
import { LESSON_STEPS, onPath } from '../../electron/service/lesson';
import { setApi, type Api } from '../../renderer/src/api';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import TableScreen from '../../renderer/src/table/TableScreen.vue';
import { tempDir } from './helpers';

async function drawn(answer: CampaignResult) {
  setApi({ open: () => Promise.resolve(answer), guide: () => Promise.reject(new Error('no guide')) } as unknown as Api);
  const pinia = createPinia();
  setActivePinia(pinia);
  await useCampaignStore().open(answer.summary.id);
  const w = mount(TableScreen, { global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return w;
}

afterEach(() => {
  document.body.innerHTML = '';
  setApi(null);
});

describe('lesson steps and the table (issue 26)', () => {
  it('each step\'s selector finds its part of the table when the step is shown, with the lesson panel drawn', async () => {
    const svc = await GameService.open({ dataDir: tempDir() });
    let cur = await svc.startLesson();
    const seen: string[] = [];
    while (cur.lesson) {
      const step = LESSON_STEPS[cur.lesson.index];
      const w = await drawn(cur);
      // a carnival stall's panel is loaded on demand (StallSlot): give it a moment to arrive
      for (let i = 0; i < 40 && !document.querySelector(step.target); i++) {
        await new Promise((r) => setTimeout(r, 50));
        await flushPromises();
      }
      const el = document.querySelector(step.target);
      expect(el, `${step.id}: ${step.target}`).not.toBeNull();
      // a step that waits points at the control, at a part holding the controls it waits for, or at the mine's map
      // (its moves are listed beside it)
      if (step.expect) expect(el!.matches('button, [data-testid="mine"] svg.map') || el!.querySelector('button') !== null, step.id).toBe(true);
      expect(w.find('[data-testid="lesson"]').exists()).toBe(true);
      seen.push(step.id);
      w.unmount();
      cur = step.expect
        ? await svc.act({ id: cur.summary.id, action: cur.actions.find((a) => a.legal && onPath(step, a.action))!.action })
        : await svc.lesson({ id: cur.summary.id, do: 'next' });
    }
    expect(seen).toEqual(LESSON_STEPS.map((s) => s.id));
    svc.close();
  });
});
