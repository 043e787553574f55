// First-time tips (issue 26): on or off, and which were shown already. Kept in localStorage apart from the other
// settings, so Settings can turn tips off or show them all again.
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';

const KEY = 'crows.tips';

interface Saved {
  on: boolean;
  seen: string[];
}

function load(): Partial<Saved> {
  try {
    const x = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Saved>;
    return { on: typeof x.on === 'boolean' ? x.on : undefined, seen: Array.isArray(x.seen) ? x.seen.filter((s) => typeof s === 'string') : undefined };
  } catch {
    return {};
  }
}

export const useTipsStore = defineStore('tips', () => {
  const saved = load();
  const on = ref(saved.on ?? true);
  const seen = ref<string[]>(saved.seen ?? []);

  watch([on, seen], () => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ on: on.value, seen: seen.value }));
    } catch {
      // private windows may refuse storage; tips then hold for this session
    }
  }, { deep: true });

  function markSeen(id: string): void {
    if (!seen.value.includes(id)) seen.value = [...seen.value, id];
  }

  /** Settings' "Show the tips again". */
  function reset(): void {
    seen.value = [];
  }

  return { on, seen, markSeen, reset };
});
