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
