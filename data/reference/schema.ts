// The shape of data/reference's two files, checked by zod when the reference is built (and so when the service
// starts): a section names an existing part and appears once; an action's prose is a title and a paragraph.
import { z } from 'zod';

export const Line = z.string().min(1).max(1200);

export const ReferenceFileSchema = z
  .object({
    parts: z.array(z.object({ id: z.string().min(1), title: z.string().min(1) }).strict()).min(1),
    sections: z
      .array(
        z
          .object({
            id: z.string().regex(/^[0-9a-z-]+$/, 'section ids are lower-case words, digits and hyphens'),
            part: z.string().min(1),
            title: z.string().min(1).max(80),
            /** the rule strings of actions that should open this section, besides its id ("6: Taking a Turn...") */
            aliases: z.array(z.string().min(1)).optional(),
            /** what the builder adds after the text: "items", "hazards", "location:<id>"... */
            generated: z.string().regex(/^(harder|quests|specials|characters|items|hazards|events|location:[a-zA-Z]+)$/).optional(),
            text: z.array(Line),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const parts = new Set(file.parts.map((p) => p.id));
    const seen = new Set<string>();
    for (const s of file.sections) {
      if (!parts.has(s.part)) ctx.addIssue({ code: 'custom', message: `section ${s.id}: no part "${s.part}"` });
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', message: `section ${s.id} appears twice` });
      seen.add(s.id);
    }
  });

export const ActionsFileSchema = z.record(z.string(), z.object({ title: z.string().min(1), how: Line }).strict());

/** One section as the Rules screen shows it. `text` is lines: "### " starts a sub-heading, "- " a list item,
 *  anything else a paragraph. */
export interface ReferenceSection {
  id: string;
  title: string;
  /** the part of the reference it belongs to, by title ("In the mines") */
  part: string;
  aliases: string[];
  text: string;
}
