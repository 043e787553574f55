// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { useSettingsStore } from './settings';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  setActivePinia(createPinia());
});

describe('settings', () => {
  it('the advisor is off by default, and text starts at normal size', () => {
    const s = useSettingsStore();
    expect(s.advisor).toBe(false);
    expect(s.textSize).toBe('normal');
    expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1');
  });

  it('reduce motion and text size apply to the page at once and are remembered', async () => {
    const s = useSettingsStore();
    s.reduceMotion = true;
    s.textSize = 'larger';
    await nextTick();
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1.3');
    expect(s.motionMs(300)).toBe(0);

    setActivePinia(createPinia());
    const again = useSettingsStore();
    expect(again.reduceMotion).toBe(true);
    expect(again.textSize).toBe('larger');
  });

  it('a damaged saved setting falls back to the defaults', () => {
    localStorage.setItem('crows.settings', '{not json');
    expect(useSettingsStore().textSize).toBe('normal');
    setActivePinia(createPinia());
    localStorage.setItem('crows.settings', JSON.stringify({ textSize: 'enormous' }));
    expect(useSettingsStore().textSize).toBe('normal');
  });

  it('sound (issue 24, item 16): on at half volume by default, off when the system asks for reduced motion, remembered', async () => {
    const s = useSettingsStore();
    expect([s.sound, s.volume]).toEqual([true, 0.5]);
    s.sound = false;
    s.volume = 0.2;
    await nextTick();
    setActivePinia(createPinia());
    expect([useSettingsStore().sound, useSettingsStore().volume]).toEqual([false, 0.2]);

    localStorage.clear();
    const real = globalThis.matchMedia;
    globalThis.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as unknown as typeof matchMedia;
    try {
      setActivePinia(createPinia());
      expect(useSettingsStore().sound).toBe(false);
    } finally {
      globalThis.matchMedia = real;
    }
  });
});
