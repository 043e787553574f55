// Where the focus goes when a lesson step points at part of the table (issue 26): the control itself, the first
// control inside it, or the part itself made focusable for the moment (a Location card shown for reading).
import { canTakeFocus, tabbablesIn } from '../table/focusTrap';

/** The element the step's selector names, if it is on the table now. */
export function findTarget(selector: string, root: ParentNode = document): HTMLElement | null {
  try {
    return root.querySelector<HTMLElement>(selector);
  } catch {
    return null; // a selector that does not parse names nothing; the lesson's test keeps them valid
  }
}

/** Puts the focus on the target (or inside it); returns the element focused, or null when none could take it. */
export function focusTarget(target: HTMLElement, readOnly: boolean): HTMLElement | null {
  const control = target.matches('button, [href], input, select, textarea') ? target : readOnly ? null : tabbablesIn(target)[0] ?? null;
  if (control && canTakeFocus(control)) {
    control.focus();
    return control;
  }
  if (!canTakeFocus(target)) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}
