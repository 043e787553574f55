// How the guard of issue 23 cuts and compares text (tests/integration/own-words.test.ts uses it on shipped files):
// a made-up "rulebook" stands in for the real ones, which are not in the repository.
import { describe, expect, it } from 'vitest';
import { makeFingerprints } from './make-fingerprints';
import { matchesIn, normalise, sentencesOf, withoutComments } from './fingerprints';

const BOOK = [
  'Harbour Rules',
  'The ferry leaves the quay at dawn and returns before the lamps are lit.',
  'SAILING: Choose a buoy, pay the toll shown on the chart, then row the boat around it twice.',
  'Short lines are never counted.',
].join('\n');
const prints = makeFingerprints([{ name: 'harbour.txt', text: BOOK }]);

describe('fingerprints of a rulebook', () => {
  it('normalise case, quotes and punctuation alike', () => {
    expect(normalise('The Crow\u2019s  NEST — “here”!')).toBe('the crows nest here');
    expect(sentencesOf('One. Two: three; four\nfive')).toEqual([['one'], ['two'], ['three'], ['four'], ['five']]);
  });

  it('hash only sentences of nine or more words, and no words at all', () => {
    expect(prints.sentences).toHaveLength(2);
    expect(JSON.stringify(prints)).not.toMatch(/ferry|buoy/);
  });

  it('find a copied sentence in a Vue template, a string or JSON, whatever its case and punctuation', () => {
    const vue = `<template><p>THE FERRY leaves the quay at dawn, and returns before the lamps are lit!</p></template>`;
    expect(matchesIn(withoutComments(vue, 'vue'), prints)).toHaveLength(1);
    expect(matchesIn(withoutComments(`const s = "Choose a buoy, pay the toll shown on the chart, then row the boat around it twice.";`, 'ts'), prints)).toHaveLength(1);
    expect(matchesIn('{"text": "the ferry leaves the quay at dawn and returns before the lamps are lit"}', prints)).toHaveLength(1);
  });

  it('find a short rulebook sentence (nine to eleven words) inside a longer sentence of our own', () => {
    const book = makeFingerprints([{ name: 'b.txt', text: 'If the tide turns, every boat goes home.' + '\nThe lamps go out when the last ferry docks.' }]);
    expect(book.sentences).toHaveLength(1);
    expect(matchesIn('Remember: the lamps go out when the last ferry docks, so hurry.', book).map((m) => m.kind)).toEqual(['sentence']);
  });

  it('find twelve words in a row copied inside a longer sentence of our own', () => {
    const wrapped = 'As the harbour master says, choose a buoy, pay the toll shown on the chart, then row the boat with care';
    expect(matchesIn(wrapped, prints).map((m) => m.kind)).toEqual(['run']);
  });

  it('let the same words through in a comment, and our own wording anywhere', () => {
    expect(matchesIn(withoutComments('// 1: "The ferry leaves the quay at dawn and returns before the lamps are lit."\nconst x = 1;', 'ts'), prints)).toEqual([]);
    expect(matchesIn(withoutComments('<!-- The ferry leaves the quay at dawn and returns before the lamps are lit. --><p>Hi</p>', 'vue'), prints)).toEqual([]);
    expect(matchesIn('The ferry sets out at first light and is back before anyone lights the lamps.', prints)).toEqual([]);
  });

  it("keep a string's // (an address) as text, not a comment", () => {
    expect(withoutComments(`const u = 'http://a.b'; // note`, 'ts')).toBe(`const u = 'http://a.b'; `);
  });
});
