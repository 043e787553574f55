// Issue 24, item 16: the app's own sounds, made with the Web Audio API. On by default (off under reduced motion: the
// settings' unit test), with a switch and a volume in Settings; an action that draws a card plays one, and the switch
// turned off silences the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Harness } from './harness';
import { openTable, pressFirstLegal } from './table-helpers';

let h: Harness;
beforeAll(async () => {
  h = await launch({ viewport: { width: 1280, height: 720 }, reduceMotion: false });
  // count the sounds the page starts (oscillators and noise bursts), whatever the machine's sound card
  await h.page.addInitScript(() => {
    const w = window as unknown as { crowsSounds: number };
    w.crowsSounds = 0;
    for (const C of [OscillatorNode, AudioBufferSourceNode]) {
      const proto = C.prototype as unknown as { start: (...args: unknown[]) => void };
      const start = proto.start;
      proto.start = function (this: unknown, ...args: unknown[]) {
        w.crowsSounds++;
        return start.apply(this, args);
      };
    }
  });
});
afterAll(async () => {
  await h?.close();
});

const sounds = () => h.page.evaluate(() => (window as unknown as { crowsSounds: number }).crowsSounds);

describe('issue 24, item 16: sound', () => {
  it('Settings has Sound (on) and a Volume; drawing a card at the table plays, and Sound off is silent', async () => {
    await h.goto('#/settings');
    const sound = h.page.getByRole('switch', { name: /Sound/ });
    expect(await sound.isChecked()).toBe(true);
    expect(await h.page.getByRole('slider', { name: 'Volume' }).inputValue()).toBe('0.5');

    await openTable(h, { seed: 'sound-1' });
    expect(await sounds()).toBe(0);
    await pressFirstLegal(h, (t) => t === 'goFishing');
    await expect.poll(sounds).toBeGreaterThan(0);

    await h.goto('#/settings');
    await h.page.getByRole('switch', { name: /Sound/ }).uncheck();
    await openTable(h, { seed: 'sound-2' });
    await pressFirstLegal(h, (t) => t === 'goFishing');
    await h.page.waitForTimeout(300);
    expect(await sounds()).toBe(0);
  });
});
