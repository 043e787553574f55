// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import Ledger from './Ledger.vue';
import { ledgerStretches, type LedgerLine } from './ledgerDays';

let n = 0;
const line = (day: number, phase: 'day' | 'night', text: string): LedgerLine => ({ n: ++n, day, phase, text });

const twoDays = (): LedgerLine[] => {
  n = 0;
  return [
    line(1, 'day', 'You went fishing at Coppersand and caught 4 fish.'),
    line(1, 'day', 'Two exclamation marks: you lose 1 Pep.'),
    line(1, 'night', 'Night 1 falls.'),
    line(1, 'night', 'You worked the night shift: 2 Gems.'),
    line(2, 'day', 'Daybreak: The Market flips to its red side.'),
  ];
};

describe('ledgerStretches', () => {
  it('cuts the ledger into Day 1, Night 1, Day 2, oldest first, each with its own entries in order', () => {
    const s = ledgerStretches(twoDays());
    expect(s.map((x) => x.heading)).toEqual(['Day 1', 'Night 1', 'Day 2']);
    expect(s.map((x) => x.entries.map((e) => e.n))).toEqual([[1, 2], [3, 4], [5]]);
    expect(new Set(s.map((x) => x.key)).size).toBe(3);
  });

  it('has no heading for an empty ledger', () => {
    expect(ledgerStretches([])).toEqual([]);
  });
});

describe('Ledger', () => {
  it('draws each stretch under its heading, keeps the running numbers and marks the newest line', () => {
    const w = mount(Ledger, { props: { entries: twoDays() } });
    const stretches = w.findAll('.stretch');
    expect(stretches.map((s) => s.get('h4').text())).toEqual(['Day 1', 'Night 1', 'Day 2']);
    expect(stretches.map((s) => s.findAll('li').length)).toEqual([2, 2, 1]);
    expect(stretches[1].classes()).toContain('night');
    expect(stretches[1].findAll('li').map((li) => li.attributes('value'))).toEqual(['3', '4']);
    expect(w.findAll('li.newest').map((li) => li.text())).toEqual(['Daybreak: The Market flips to its red side.']);
    expect(w.get('[aria-live]').text()).toBe('Daybreak: The Market flips to its red side.');
  });

  it('opens a new heading when the night falls', async () => {
    const entries = twoDays().slice(0, 2);
    const w = mount(Ledger, { props: { entries } });
    expect(w.findAll('h4').map((h) => h.text())).toEqual(['Day 1']);
    await w.setProps({ entries: [...entries, { n: 3, day: 1, phase: 'night', text: 'Night 1 falls.' }] });
    expect(w.findAll('h4').map((h) => h.text())).toEqual(['Day 1', 'Night 1']);
    expect(w.findAll('.stretch')[1].text()).toContain('Night 1 falls.');
  });

  it('marks the lines a replay step wrote (issue 25), not the newest line', () => {
    const w = mount(Ledger, { props: { entries: twoDays(), highlight: { from: 2, to: 3 } } });
    expect(w.findAll('li.step').map((li) => li.attributes('value'))).toEqual(['2', '3']);
    expect(w.findAll('li[aria-current="step"]')).toHaveLength(2);
    expect(w.findAll('li.newest')).toHaveLength(0);
  });
});
