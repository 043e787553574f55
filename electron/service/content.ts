// What the location guide and the in-game rulebook show: public content only (every card face a player can
// pick up and read), never a deck order. The guide comes from data/, the rules from data/rulebook.json,
// which scripts/make-rulebook.ts makes from the rulebook's text.
import { z } from 'zod';
import { content } from '../../data';
import { FORAGE_DATA, PEST_RACE_DATA, RELAY_DATA } from '../../data/carnival';
import { LAKE_STALL } from '../../data/carnival/lake-race';
import { QUESTS, SPECIALS } from '../../data/quests';
import rulebook from '../../data/rulebook.json';
import type { GuideContent, RuleSection } from './api';
import { scoreSection } from './progress/score-rules';

const RulebookSchema = z.object({
  source: z.string(),
  sections: z.array(z.object({ id: z.string().min(1), title: z.string().min(1), text: z.string().min(1) }).strict()).min(1),
});

// the rulebook's sections, then this edition's own score (issue 29), kept apart so the rulebook's stay its own
const RULES: RuleSection[] = [...RulebookSchema.parse(rulebook).sections, scoreSection()];

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
    carnival: [RELAY_DATA, FORAGE_DATA, LAKE_STALL, PEST_RACE_DATA].map(({ id, name, cost, summary, rules }) => ({ id, name, cost, summary, rules })),
  };
}
