// Small ActionInfo builders for the table's component tests.
import type { ActionInfo } from '../../../contract/actions';

export function info(label: string, over: Partial<ActionInfo> = {}): ActionInfo {
  return { action: { type: label.toLowerCase().replace(/\W+/g, '-') }, label, group: 'free', time: 0, legal: true, ...over };
}
