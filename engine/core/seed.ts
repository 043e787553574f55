// Seeds: every generator in the game (the campaign's, a stall game's, a bot's) starts from a 32-bit number, and a
// seed written as text (a campaign's seed string, a daily's date) becomes that number through FNV-1a here.

/** FNV-1a over the text's UTF-16 units: the same text always gives the same signed 32-bit seed. */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** A seed given either way: a number as a signed 32-bit integer, a text through seedFromText. */
export function seedOf(seed: string | number): number {
  return typeof seed === 'number' ? seed | 0 : seedFromText(seed);
}
