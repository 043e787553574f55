// What the location guide and the rules reference show: public content only (every card face a player can
// pick up and read), never a deck order. The guide comes from data/, the rules reference from data/reference
// (this edition's own words, with the figures filled in from data/).
import { content } from '../../data';
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from '../../data/carnival';
import { LAKE_STALL } from '../../data/carnival/lake-race';
import { BOATS } from '../../engine/carnival/index';
import { QUESTS, SPECIALS } from '../../data/quests';
import { buildReference } from '../../data/reference';
import type { GuideContent, RuleSection } from './api';
import { guideWords } from './guide-words';
import { scoreSection } from './progress/score-rules';

// built once: the content does not change while the app runs; this edition's score (issue 29) is its last section
const RULES: RuleSection[] = [...buildReference(), scoreSection()];
const WORDS = guideWords(content.locations, content.characters);

export function rules(): RuleSection[] {
  return RULES;
}

export function guide(): GuideContent {
  return {
    // both sides of each Location: the card's blue and red banner faces are in the same record
    locations: content.locations,
    characters: content.characters,
    items: content.items,
    quests: [...QUESTS],
    // the four lettered Special cards, a list of their own: a quest's reader expects a goal and a reward on every entry
    specials: [...SPECIALS],
    // each stall's rules for its panel; the relay's prize for a won game and the Lake Race's boats for the series'
    // set-up, so the renderer reads the games' content from here and bundles none of it (issue 22)
    carnival: [
      ...[RELAY_DATA, FORAGE_DATA, LAKE_STALL, PEST_RACE_DATA].map(({ id, name, cost, summary, rules }) => ({
        id,
        name,
        cost,
        summary,
        rules,
        ...(id === 'relay' ? { prizeWon: RELAY_DATA.prizes.won } : {}),
        ...(id === 'lake-race' ? { boats: BOATS.map((b) => ({ ...b })) } : {}),
      })),
    ],
    words: WORDS,
  };
}
