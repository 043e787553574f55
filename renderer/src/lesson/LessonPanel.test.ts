// @vitest-environment happy-dom
// The lesson panel (issue 26) looks for the part of the table its step points at, a few times while it is drawn on
// demand; once the panel is gone it looks no more (a look after the page was torn down was an uncaught error).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { CampaignResult } from '../api';
import LessonPanel from './LessonPanel.vue';
import { useCampaignStore } from '../stores/campaign';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function withLesson(): void {
  setActivePinia(createPinia());
  const step = { id: 'look', title: 'Look here', text: 'A part not drawn yet.', target: '[data-testid="not-drawn"]', section: '3', instead: '', waits: false };
  useCampaignStore().current = { lesson: { index: 0, total: 3, step } } as unknown as CampaignResult;
}

describe('LessonPanel', () => {
  it('keeps looking for a part drawn on demand while it is shown, and stops once it is gone', async () => {
    vi.useFakeTimers();
    withLesson();
    const looks = vi.spyOn(document, 'querySelector');
    const w = mount(LessonPanel, { attachTo: document.body });
    await vi.advanceTimersByTimeAsync(400);
    const whileShown = looks.mock.calls.filter(([sel]) => sel === '[data-testid="not-drawn"]').length;
    expect(whileShown).toBeGreaterThan(2);
    w.unmount();
    looks.mockClear();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(looks.mock.calls.filter(([sel]) => sel === '[data-testid="not-drawn"]')).toEqual([]);
  });
});
