// Table scenes built by hand for component tests and the visual preview (preview/index.html): a day, a
// night, a fight in the mine, the seer, the end. Shapes follow contract/view.ts and contract/results.ts.
import type { ActionInfo } from '../../../../contract/actions';
import type { CardView, PlayerView, QuestView } from '../../../../contract/view';
import type { CampaignResult } from '../../../../contract/results';
import type { MineMap } from '../../../../contract/content';

const card = (id: string, name: string, over: Partial<CardView> = {}): CardView => ({
  id,
  name,
  kind: 'event',
  fish: { icons: ['red'], alert: false },
  material: { icon: 'rope', alert: false },
  forage: { icons: ['mushroom'], alert: false },
  loot: 1,
  acquire: 'shovel',
  charm: { face: 'grin', number: 1 },
  ...over,
});

export const CARDS = {
  gamblers: card('the-gamblers', 'The Gamblers', { fish: { icons: ['red'], alert: true }, material: { icon: 'rope', alert: false }, forage: { icons: ['snail'], alert: false }, acquire: 'shovel' }),
  purse: card('lost-purse', 'A Lost Purse', { fish: { icons: ['blue'], alert: false }, material: { icon: 'wood', alert: true }, loot: 2, acquire: 'clock', charm: { face: 'scowl', number: 1 } }),
  rot: card('creeping-rot', 'Creeping Rot', { kind: 'hazard', fish: { icons: ['yellow', 'red'], alert: false }, material: { icon: 'metal', alert: false }, forage: { icons: ['berry', 'feather'], alert: true }, loot: 0, acquire: 'torch', charm: { face: 'scowl', number: 2 } }),
  gull: card('greedy-gull', 'A Greedy Gull', { fish: { icons: ['starfish'], alert: false }, material: { icon: 'cloth', alert: false }, forage: { icons: ['feather'], alert: false }, acquire: 'gloves' }),
};

const LOCATIONS: PlayerView['locations'] = [
  { id: 'coppersand', name: 'Coppersand', number: 1, side: 'blue', here: false },
  { id: 'scrapyard', name: 'The Scrapyard', number: 2, side: 'blue', here: false },
  { id: 'carnival', name: 'Bay Carnival', number: 3, side: 'red', here: true },
  { id: 'glade', name: 'Burrow Glade', number: 4, side: 'blue', here: false },
  { id: 'chemists', name: "Chemists' Guild", number: 5, side: 'blue', here: false },
  { id: 'market', name: 'The Market', number: 6, side: 'red', here: false },
  { id: 'miners', name: "Miners' Guild", number: null, side: 'blue', here: false },
  { id: 'crowsNest', name: "The Crows' Nest", number: null, side: 'blue', here: false },
];

export function baseView(over: Partial<PlayerView> = {}): PlayerView {
  return {
    status: 'playing',
    reason: null,
    character: { id: 'peth', name: 'Peth', portrait: 'A fisherman with salt in his beard and a debt he did not choose.', startingItem: 'shovel' },
    day: 2,
    phase: 'day',
    timer: 1,
    trackLength: 4,
    tracks: { day: 4, night: 3 },
    gems: 17,
    gemsToWin: 60,
    lives: 3,
    pep: 2,
    maxLives: 4,
    maxPep: 4,
    strength: 3,
    agility: 2,
    statMax: 8,
    xp: 2,
    xpMax: 9,
    level: 2,
    levelSquares: [2, 4, 6, 8],
    skills: [
      { name: 'Old Salt', text: 'When you go fishing at Coppersand you may fish 1 more time (up to 4).', active: true },
      { name: 'Fishmonger', text: 'Gain 1 more Gem each time you sell fish at the Market.', active: false },
    ],
    location: 'carnival',
    rucksack: [
      { id: 'shovel', name: 'Shovel', type: 'tool', text: 'Dig twice, keep one.' },
      { id: 'lifeBrew', name: 'Life brew', type: 'brew', text: 'Gain 1 Life.' },
      { id: 'clock', name: 'Clock', type: 'tool', text: 'Take back an hourglass.' },
    ],
    rucksackLimit: 6,
    supply: {
      cards: [
        { card: CARDS.gamblers, as: 'fish', icons: ['red'] },
        { card: CARDS.rot, as: 'fish', icons: ['yellow', 'red'] },
        { card: CARDS.gull, as: 'fish', icons: ['starfish'] },
        { card: CARDS.purse, as: 'material', icons: ['wood'] },
        { card: CARDS.rot, as: 'forage', icons: ['berry', 'feather'] },
        { card: CARDS.gamblers, as: 'forage', icons: ['snail'] },
      ],
      cardCounts: { fish: 3, material: 1, forage: 2 },
      iconCounts: { fish: 4, material: 1, forage: 3 },
      byIcon: { red: 2, yellow: 1, starfish: 1, wood: 1, berry: 1, feather: 1, snail: 1 },
      limit: 6,
    },
    locations: LOCATIONS,
    storyEnd: { side: 'blue', text: 'Pay 3 Gems in taxes; discard rotten supplies.', timesResolved: 0, pendingThisTurn: false },
    deckSize: 17,
    discardSize: 11,
    discardTop: CARDS.purse,
    seerKnown: [],
    stallsPlayed: ['fortune-forage'],
    questsAttempted: [],
    pending: null,
    perks: [],
    ledger: [
      { n: 1, day: 1, phase: 'day', type: 'fish', text: 'You went fishing at Coppersand and caught 4 fish.' },
      { n: 2, day: 1, phase: 'day', type: 'penalty', text: 'Two exclamation marks: you lose 1 Pep and discard a fish card.' },
      { n: 3, day: 1, phase: 'day', type: 'stall', text: 'Fortune Forage paid 8 Gems. Bay Carnival flips to its red side; you gain 1 XP.' },
      { n: 4, day: 1, phase: 'night', type: 'work', text: 'You worked the night shift: 2 Gems.' },
      { n: 5, day: 2, phase: 'day', type: 'flip', text: 'Daybreak: you roll a 6 and The Market flips to its red side.' },
    ],
    history: [],
    quest: null,
    stall: null,
    ...over,
  };
}

const A = (label: string, group: string, over: Partial<ActionInfo> = {}): ActionInfo => ({
  action: { type: label.replace(/\W+/g, '') },
  label,
  group,
  time: 0,
  legal: true,
  ...over,
});

export const DAY_ACTIONS: ActionInfo[] = [
  A('Go fishing', 'coppersand', { time: 1, detail: 'Fish up to 3 times.', rule: 'Guide: Coppersand' }),
  A('Go beachcombing', 'coppersand', { time: 1 }),
  A('Dig for materials', 'scrapyard', { time: 1 }),
  A('Craft a pair of gloves', 'scrapyard', { legal: false, reason: 'Gloves need rope and cloth; you have no cloth.' }),
  A('Visit the stalls (2 Gems)', 'carnival', { time: 1 }),
  A('Visit the seer', 'carnival', { time: 1 }),
  A('Buy some food (2 Gems)', 'carnival'),
  A('Go foraging', 'glade', { time: 1 }),
  A('Relax in the glade', 'glade', { time: 1 }),
  A('Sell 2 feathers (3 Gems)', 'chemists', { legal: false, reason: 'You need 2 identical forageables; you have 1 feather.' }),
  A('Buy a Pep brew (3 Gems)', 'chemists'),
  A('Sell 1 fish (1 Gem)', 'market'),
  A('Buy a torch (4 Gems)', 'market'),
  A('Attempt a quest', 'miners', { time: 1 }),
  A('Visit the library (4 Gems)', 'miners', { time: 2 }),
  A('Pay the Crows (60 Gems)', 'crowsNest', { legal: false, reason: 'The Crows want 60 Gems; you have 17.' }),
  A('Drink the Life brew', 'free', { detail: 'Gain 1 Life.' }),
];

export const NIGHT_ACTIONS: ActionInfo[] = [
  A('Sleep', 'night', { time: 1, detail: 'Gain 1 Pep.' }),
  A('Make dinner from a fish', 'night', { time: 1, detail: 'Gain 1 Life.' }),
  A('Go to work', 'night', { time: 1, detail: 'Earn 2 Gems.' }),
  A('Drink the Life brew', 'free'),
];

const BOYDELL_MAP: MineMap = {
  chambers: [
    { id: 'entrance', name: 'Entrance', x: 4, y: 50, kind: 'entrance' },
    { id: 's-lantern', name: 'Lantern Hall', x: 18, y: 50, kind: 'story', depth: 1 },
    { id: 'a-drip', name: 'The Drip Pool', x: 34, y: 26, kind: 'action', action: 'fish', count: 2, time: 1 },
    { id: 's-sump', name: 'The Sump', x: 52, y: 26, kind: 'story', depth: 2 },
    { id: 'q-ledge', name: "Boydell's Ledge", x: 70, y: 26, kind: 'quest' },
    { id: 'q-crawl', name: 'The Crawl', x: 34, y: 76, kind: 'quest' },
    { id: 'p-ceiling', name: 'Loose Ceiling', x: 52, y: 76, kind: 'penalty', text: 'Loose ceiling: lose 1 Life.', penalty: [{ op: 'loseLives', n: 1 }] as never },
    { id: 'q-gallery', name: 'Pick Gallery', x: 70, y: 76, kind: 'quest' },
    { id: 'x-cupboard', name: 'Tool Cupboard', x: 86, y: 88, kind: 'special', letter: 'A' },
    { id: 's-stope', name: 'Old Stope', x: 84, y: 50, kind: 'story', depth: 1 },
    { id: 'exit', name: 'Exit', x: 94, y: 12, kind: 'exit' },
  ] as MineMap['chambers'],
  tunnels: [
    { a: 'entrance', b: 's-lantern' },
    { a: 's-lantern', b: 'a-drip' },
    { a: 's-lantern', b: 'q-crawl' },
    { a: 'a-drip', b: 's-sump', time: 1 },
    { a: 's-sump', b: 'q-ledge' },
    { a: 'q-ledge', b: 'exit' },
    { a: 'q-ledge', b: 's-stope' },
    { a: 's-stope', b: 'exit' },
    { a: 'q-crawl', b: 'p-ceiling' },
    { a: 'p-ceiling', b: 'q-gallery' },
    { a: 'q-gallery', b: 'x-cupboard' },
    { a: 'q-gallery', b: 's-stope' },
  ],
};

const VISITED = ['entrance', 's-lantern', 'a-drip', 's-sump'];

const QUEST: QuestView = {
  id: 'finding-mr-boydell',
  name: 'Finding Mr. Boydell',
  mapId: 'finding-mr-boydell',
  chamber: 's-sump',
  visited: VISITED,
  tokensKnown: { 'q-crawl': 2 },
  goal: { text: 'Find Mr. Boydell (mine token 4) and bring him out by the exit.', done: 0, of: 1, complete: false },
  depth: 'shallow',
  flavour: "Old Mr. Boydell went down after his lost spectacles three days ago and hasn't come up. The Guild would quite like him back.",
  setup: 'Shuffle mine tokens 1, 2, 3 and 4 and place one face down in each quest chamber.',
  questChamberRule: 'Reveal the mine token here and do what it says.',
  rules: ['Mr. Boydell follows you once found.'],
  reward: '1 XP and 3 Gems.',
  exitRewards: {},
  failed: null,
  turns: 3,
  deadline: null,
  // the map as the quest engine sends it: the printed chambers with what the player knows of each
  map: {
    chambers: BOYDELL_MAP.chambers.map((c) => ({
      ...c,
      name: c.name ?? c.id,
      changed: false,
      visited: VISITED.includes(c.id),
      here: c.id === 's-sump',
      token: c.id === 'q-crawl' ? 2 : c.kind === 'quest' ? 'hidden' : null,
    })),
    tunnels: BOYDELL_MAP.tunnels.map((t) => ({ a: t.a, b: t.b, time: t.time ?? 0 })),
  },
  next: ['a-drip', 'q-ledge'],
  movers: [],
  kept: [],
  fight: null,
};

function result(view: PlayerView, actions: ActionInfo[], over: Partial<CampaignResult> = {}): CampaignResult {
  return {
    summary: {
      id: 'preview',
      name: "Peth's second go",
      character: 'peth',
      day: view.day,
      phase: view.phase,
      gems: view.gems,
      level: view.level,
      status: view.status,
      createdAt: '2026-11-30T14:00:00Z',
      lastPlayedAt: '2026-11-30T14:10:00Z',
      harder: { storyEndRed: false, crowsNestRed: false, extraFlips: 0, hazardsPlusOne: false },
    },
    view,
    actions,
    events: [],
    undo: { available: false, reason: 'A card was drawn since your last move; undo stops there.' },
    // as every service result: the table's fingerprint, which the store names in each act and undo
    hash: 'preview',
    ...over,
  };
}

function history(): PlayerView['history'] {
  const pts: PlayerView['history'] = [];
  let gems = 2;
  let lives = 4;
  let pep = 4;
  const steps: [number, 'day' | 'night', number][] = [[1, 'day', 4], [1, 'night', 3], [2, 'day', 4], [2, 'night', 3], [3, 'day', 4]];
  let k = 0;
  for (const [day, phase, n] of steps) {
    for (let t = 0; t <= n; t++) {
      k++;
      gems = Math.min(60, gems + ((k * 7) % 5) + (phase === 'night' ? 2 : 1));
      if (k % 5 === 0) pep = Math.max(0, pep - 1);
      if (k % 7 === 0) lives = Math.max(1, lives - 1);
      if (k % 9 === 0) pep = 4;
      pts.push({ day, phase, timer: t, gems, lives, pep });
    }
  }
  return pts;
}

export const SCENES: Record<string, () => CampaignResult> = {
  day: () => result(baseView(), DAY_ACTIONS, { undo: { available: true } }),
  night: () =>
    result(
      baseView({ phase: 'night', timer: 1, trackLength: 3, location: 'night', locations: LOCATIONS.map((l) => ({ ...l, here: false })) }),
      [...DAY_ACTIONS.filter((a) => a.group !== 'free').map((a) => ({ ...a, legal: false, reason: 'It is night: the town is shut until morning.' })), ...NIGHT_ACTIONS],
    ),
  seer: () =>
    result(
      baseView({ pending: { kind: 'seerOrder', title: "The seer's cards: put them back in any order", rule: 'Guide: Bay Carnival', prompt: 'Return the 4 cards to the top of the Story deck in any order.', cards: [CARDS.gamblers, CARDS.purse, CARDS.rot, CARDS.gull], data: {} } }),
      DAY_ACTIONS.map((a) => ({ ...a, legal: false, reason: 'Answer the seer first.' })),
    ),
  levelUp: () =>
    result(
      baseView({ xp: 4, level: 3, pending: { kind: 'levelUp', title: 'Level up! Choose an improvement', rule: '8', prompt: 'You reached LEVEL 3: choose one improvement.', cards: [], data: { level: 3 } } }),
      [
        A('Fighter: +1 Strength', 'decision', { rule: '8' }),
        A('Acrobat: +1 Agility', 'decision', { rule: '8' }),
        A('Meditator: restore all Lives and Pep', 'decision', { rule: '8' }),
        A('Merchant: +1 Gem', 'decision', { rule: '8' }),
      ],
    ),
  fight: () =>
    result(
      baseView({
        location: 'mine',
        quest: {
          ...QUEST,
          fight: {
            name: 'Creeping Rot',
            card: 'creeping-rot',
            round: 1,
            strength: 4,
            agility: 3,
            // no stakes: this scene draws the sums alone (tests/e2e/decision-mine.e2e.ts shows the stakes)
            stakes: { text: '', win: '', lose: '' },
            you: { roll: 4, strength: 3, skill: 0, charm: null, special: 0, total: 7 },
            hazard: { roll: 3, strength: 4, depth: 2, night: 0, harder: 0, agility: 3, total: 9 },
          },
        },
        pending: { kind: 'quest', title: 'The hazard won: fight again or flee?', rule: '7b', prompt: 'The Creeping Rot beat you (7 against 9). Fight again or flee?', cards: [CARDS.rot], data: { step: 'afterLoss' } },
      }),
      [
        A('Fight again', 'decision', { rule: '7b' }),
        A('Flee (spend 1 Pep; roll + Agility against 3)', 'decision', { rule: '7b' }),
        A('Re-roll with Pep', 'decision', { legal: false, reason: 'You can only re-roll your own attack, before the hazard rolls.' }),
        // rulebook 3: a brew is drunk at any time, mid-fight too (the engine lists it beside the answers)
        A('Drink your Life brew', 'free', { rule: '3: Choose a Character (rucksack)', detail: 'Drink at any time: gain 1 Life.' }),
      ],
      {
        events: [
          { type: 'roll', text: 'You roll a 4.', chance: true, roll: 4 },
          { type: 'roll', text: 'The rot rolls a 3.', chance: true, roll: 3 },
          {
            type: 'fight',
            text: 'Your attack 7 against the Creeping Rot\'s 9: the rot wins.',
            hazard: 'Creeping Rot',
            won: false,
            attack: { you: [{ label: 'die', value: 4 }, { label: 'Strength', value: 3 }], hazard: [{ label: 'die', value: 3 }, { label: 'Strength', value: 4 }, { label: 'depth', value: 2 }] },
          },
        ],
      },
    ),
  mine: () =>
    result(
      baseView({ location: 'mine', quest: { ...QUEST, chamber: 's-lantern', visited: ['entrance', 's-lantern'] }, pending: { kind: 'quest', title: 'In the mine', rule: '7a', prompt: 'Move along a tunnel.', cards: [], data: { step: 'move' } } }),
      [
        A('Go to The Drip Pool', 'decision', { time: 0 }),
        A('Go to The Crawl', 'decision'),
        A('Go back to the Entrance', 'decision', { legal: false, reason: 'You cannot leave a mine but by its exit.' }),
      ],
    ),
  end: () =>
    result(
      baseView({ status: 'won', reason: 'You paid the Crows 60 Gems and survived their five demands.', day: 3, gems: 0, history: history() }),
      [],
    ),
};
