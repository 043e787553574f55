// A bounded memo for derived lake data (maps, courses, charts): lakes and courses are pure functions of a few
// seeded choices, so remembering them is safe, but campaigns draw them from tens of thousands of combinations,
// so the memo keeps only the most recently used (a Map keeps insertion order: a hit moves to the back).
export class Bounded<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly limit: number) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  /** Remembers `value`; returns the value let go to make room (the least recently used), if any. */
  set(key: K, value: V): V | undefined {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size <= this.limit) return undefined;
    const oldest = this.map.keys().next().value as K;
    const gone = this.map.get(oldest);
    this.map.delete(oldest);
    return gone;
  }

  get size(): number {
    return this.map.size;
  }
}

/** What a course (and its chart) is a function of, read from a Lake Race state. */
export interface CourseKeyed {
  setup: { side: string };
  tiles: readonly string[];
  race: number;
  buoys: readonly number[];
}

/** The one most recent answer for a course key, checked field by field: a race asks for its course and chart many
 *  times per turn, and this spares building the key string on every ask. */
export class LastCourse<V> {
  private side = '';
  private tiles: string[] = [];
  private race = -1;
  private buoys: number[] = [];
  private value: V | undefined;
  /** the very arrays last asked about with this answer: a race's states share their tiles and buoys (a state's copy
   *  keeps them; they are replaced, never changed in place: race.ts cloneState), so most asks are told by identity */
  private tilesSeen: readonly string[] | null = null;
  private buoysSeen: readonly number[] | null = null;

  get(s: CourseKeyed): V | undefined {
    if (this.value === undefined || s.race !== this.race || s.setup.side !== this.side) return undefined;
    const t = s.tiles;
    const b = s.buoys;
    if (t === this.tilesSeen && b === this.buoysSeen) return this.value;
    if (t.length !== this.tiles.length || b.length !== this.buoys.length) return undefined;
    for (let i = 0; i < t.length; i++) if (t[i] !== this.tiles[i]) return undefined;
    for (let i = 0; i < b.length; i++) if (b[i] !== this.buoys[i]) return undefined;
    this.tilesSeen = t;
    this.buoysSeen = b;
    return this.value;
  }

  set(s: CourseKeyed, value: V): V {
    this.side = s.setup.side;
    this.tiles = [...s.tiles];
    this.race = s.race;
    this.buoys = [...s.buoys];
    this.tilesSeen = s.tiles;
    this.buoysSeen = s.buoys;
    this.value = value;
    return value;
  }
}

export const courseKey = (s: CourseKeyed) => `${s.setup.side}:${s.tiles.join(',')}:${s.race}:${s.buoys.join(',')}`;
