// The delete question of a saved game's card (Saves), for campaigns and carnival games alike: which card asks it, the
// focus moved onto "Keep it" when it opens, and back to the card's Delete button when it is answered "keep".
import { nextTick, ref } from 'vue';

/** `deleteButton(id)`: the selector of the card's own Delete button, where the focus returns. */
export function useDeleteQuestion(deleteButton: (id: string) => string) {
  const confirming = ref<string | null>(null);
  async function ask(id: string): Promise<void> {
    confirming.value = id;
    await nextTick();
    document.getElementById(`keep-${id}`)?.focus();
  }
  /** "Keep it" (or Escape in the question): the question goes and the focus returns to the Delete button it came from. */
  async function keep(id: string): Promise<void> {
    confirming.value = null;
    await nextTick();
    document.querySelector<HTMLElement>(deleteButton(id))?.focus();
  }
  return { confirming, ask, keep };
}

/** When a save was last played, in the player's own date and time format (the stored text when it is not a date). */
export function playedWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
