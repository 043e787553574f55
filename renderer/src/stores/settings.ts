// The player's preferences, kept in localStorage and applied to the document root as classes and CSS variables.
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';

export type TextSize = 'normal' | 'large' | 'larger';
export const TEXT_SCALE: Record<TextSize, number> = { normal: 1, large: 1.15, larger: 1.3 };

interface Saved {
  reduceMotion: boolean;
  advisor: boolean;
  textSize: TextSize;
  sound: boolean;
  volume: number;
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
  // sound (issue 24, item 16): on as digital board games are, but off by default for a player who asked for reduced
  // motion; never needed to follow the game (every sound has its words in the ledger)
  const sound = ref(typeof saved.sound === 'boolean' ? saved.sound : !systemPrefersReducedMotion());
  const volume = ref(typeof saved.volume === 'number' && saved.volume >= 0 && saved.volume <= 1 ? saved.volume : 0.5);

  function apply(): void {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    root.classList.toggle('reduce-motion', reduceMotion.value);
    root.style.setProperty('--text-scale', String(TEXT_SCALE[textSize.value]));
  }

  watch([reduceMotion, advisor, textSize, sound, volume], () => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ reduceMotion: reduceMotion.value, advisor: advisor.value, textSize: textSize.value, sound: sound.value, volume: volume.value }));
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

  return { reduceMotion, advisor, textSize, sound, volume, motionMs };
});
