// The app's own sounds, made by the Web Audio API as they play (issue 24, item 16): no recordings, so no licences.
// Each cue is a few oscillators or a burst of noise shaped by an envelope; the volume is the settings' own.
import type { Cue } from './cues';

let context: AudioContext | null = null;

/** The one audio context, made on first use (browsers allow sound only after a gesture: the click that acted). */
function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window !== 'undefined' ? (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** A tone from `at` seconds for `len`, gliding from f0 to f1, with a quick attack and a soft decay. */
function tone(a: AudioContext, out: AudioNode, type: OscillatorType, f0: number, f1: number, at: number, len: number, peak: number): void {
  const o = a.createOscillator();
  const g = a.createGain();
  o.type = type;
  o.frequency.setValueAtTime(f0, at);
  o.frequency.exponentialRampToValueAtTime(Math.max(20, f1), at + len);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, at + len);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(at + len + 0.02);
}

/** A burst of filtered noise: a die on the table, a card's swish. */
function noise(a: AudioContext, out: AudioNode, at: number, len: number, freq: number, peak: number): void {
  const buffer = a.createBuffer(1, Math.max(1, Math.floor(a.sampleRate * len)), a.sampleRate);
  const data = buffer.getChannelData(0);
  // a fixed pattern, not Math.random: the same cue sounds the same every time
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (x / 0x7fffffff) * 2 - 1;
  }
  const src = a.createBufferSource();
  src.buffer = buffer;
  const filter = a.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  const g = a.createGain();
  g.gain.setValueAtTime(peak, at);
  g.gain.exponentialRampToValueAtTime(0.0001, at + len);
  src.connect(filter).connect(g).connect(out);
  src.start(at);
}

const CUES: Record<Cue, (a: AudioContext, out: AudioNode, t: number) => void> = {
  dice: (a, out, t) => [0, 0.07, 0.15, 0.21].forEach((d, i) => noise(a, out, t + d, 0.05, 2400 - i * 300, 0.6)),
  card: (a, out, t) => noise(a, out, t, 0.14, 5200, 0.35),
  coins: (a, out, t) => [0, 0.09].forEach((d) => tone(a, out, 'triangle', 1900, 2400, t + d, 0.18, 0.25)),
  level: (a, out, t) => [523, 659, 784, 1047].forEach((f, i) => tone(a, out, 'square', f, f, t + i * 0.1, 0.16, 0.12)),
  crows: (a, out, t) => [0, 0.28].forEach((d) => tone(a, out, 'sawtooth', 620, 380, t + d, 0.22, 0.18)),
};

/** Plays the cues one after another at `volume` (0 to 1). Never throws: a game must not depend on its sounds. */
export function play(cues: readonly Cue[], volume: number): void {
  if (!cues.length || volume <= 0) return;
  try {
    const a = audio();
    if (!a) return;
    if (a.state === 'suspended') void a.resume();
    const master = a.createGain();
    master.gain.value = Math.min(1, volume);
    master.connect(a.destination);
    cues.forEach((c, i) => CUES[c](a, master, a.currentTime + 0.02 + i * 0.3));
  } catch {
    // no audio device, or the browser refused: the game goes on in silence
  }
}
