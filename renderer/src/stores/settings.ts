// The player's preferences, kept in localStorage and applied to the document root as classes and CSS variables.
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';

export type TextSize = 'normal' | 'large' | 'larger';
export const TEXT_SCALE: Record<TextSize, number> = { normal: 1, large: 1.15, larger: 1.3 };

interface Saved {
  reduceMotion: boolean;
  advisor: boolean;
  textSize: TextSize;
}

const KEY = 'crows.settings';

function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function load(): Partial<Saved> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Saved>;
  } catch {
    return {};
  }
}

export const useSettingsStore = defineStore('settings', () => {
  const saved = load();
  const reduceMotion = ref(saved.reduceMotion ?? systemPrefersReducedMotion());
  // the advisor runs bot rollouts; off until the player asks for it (issue 7)
  const advisor = ref(saved.advisor ?? false);
  const textSize = ref<TextSize>(saved.textSize && saved.textSize in TEXT_SCALE ? saved.textSize : 'normal');

  function apply(): void {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    root.classList.toggle('reduce-motion', reduceMotion.value);
    root.style.setProperty('--text-scale', String(TEXT_SCALE[textSize.value]));
  }

  watch([reduceMotion, advisor, textSize], () => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ reduceMotion: reduceMotion.value, advisor: advisor.value, textSize: textSize.value }));
    } catch {
      // private windows may refuse storage; the settings still hold for this session
    }
    apply();
  });
  apply();

  /** How long a motion should take: 0 under "reduce motion", so components can skip it entirely. */
  function motionMs(ms: number): number {
    return reduceMotion.value ? 0 : ms;
  }

  return { reduceMotion, advisor, textSize, motionMs };
});
