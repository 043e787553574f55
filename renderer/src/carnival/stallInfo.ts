// A stall game's content (its rules, price and prizes, the Lake Race's boats) as the game service hands it over with
// the guide (electron/service/content.ts), so the stall screens bundle none of data/.
import { computed, type ComputedRef } from 'vue';
import { useReferenceStore } from '../stores/reference';
import type { CarnivalInfo } from '../guide/content';

export function useStallInfo(id: string): ComputedRef<CarnivalInfo | undefined> {
  const reference = useReferenceStore();
  void reference.loadGuide();
  return computed(() => reference.guide?.carnival.find((c) => c.id === id));
}
