// Which controls Tab can reach inside an element, in document order: what a modal prompt goes round.

const TABBABLE = 'button, [href], input, select, textarea, summary, [tabindex]';

/** Still in the page, enabled, not inert and drawn (not display: none or visibility: hidden). */
export function canTakeFocus(el: HTMLElement): boolean {
  return el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true });
}

/** The controls Tab stops at: those that can take focus and are not taken out of the Tab order (tabindex -1). */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && canTakeFocus(el));
}

/** Where the focus starts in a panel of choices (a prompt): its first option the player may take, else its first
 *  control outside its header. The header's rulebook link and Close are there to be reached with Tab, never landed
 *  on: Enter on the first thing focused would otherwise leave the table for the rules. */
export function firstChoiceIn(root: HTMLElement): HTMLElement | null {
  const option = root.querySelector<HTMLElement>('.options button:not([aria-disabled="true"])');
  if (option && canTakeFocus(option)) return option;
  return tabbablesIn(root).find((el) => !root.contains(el.closest('.head'))) ?? null;
}
