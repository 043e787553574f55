// Where the focus goes when a lesson step points at part of the table (issue 26): the control itself, the first
// control inside it, or the part itself made focusable for the moment (a Location card shown for reading).
import { canTakeFocus, firstChoiceIn } from '../table/focusTrap';

/** The element the step's selector names, if it is on the table now. */
export function findTarget(selector: string, root: ParentNode = document): HTMLElement | null {
  try {
    return root.querySelector<HTMLElement>(selector);
  } catch {
    return null; // a selector that does not parse names nothing; the lesson's test keeps them valid
  }
}

/** Puts the focus on the target (or inside it); returns the element focused, or null when none could take it.
 *  For a step that waits for an action, a focus already inside the part stays where it is: the part put it there
 *  itself (a prompt on its first option) or the player moved it there, and pulling it back a moment later would
 *  make Enter press something else than what the player chose. Otherwise the part's first choice is focused, as
 *  the prompt itself would (never its header's rulebook link: Enter there would open the rules, issue 26). */
export function focusTarget(target: HTMLElement, readOnly: boolean): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  if (!readOnly && active && active !== target && target.contains(active) && canTakeFocus(active)) return active;
  const control = target.matches('button, [href], input, select, textarea') ? target : readOnly ? null : firstChoiceIn(target);
  if (control && canTakeFocus(control)) {
    control.focus();
    return control;
  }
  if (!canTakeFocus(target)) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}
