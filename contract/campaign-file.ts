// Issue 25, sharing a campaign: the small file a campaign is exported as (set-up, seed, actions, the rules' version,
// fingerprints). The file holds no state and no events; electron/service/campaign-file.ts replays it on import.
import { z } from 'zod';
import { GameSetupSchema } from './setup';
import { BoundedActionSchema } from './bounded-action';

export const CAMPAIGN_FILE_FORMAT = 'coppershell-bay-campaign';
const Hash = z.string().regex(/^[0-9a-f]{16}$/, 'a fingerprint is 16 hexadecimal digits');

export const CampaignFileSchema = z
  .object({
    format: z.literal(CAMPAIGN_FILE_FORMAT),
    version: z.literal(1),
    /** the rules' version that wrote it (engine/version.ts): said in the refusal when another version cannot replay it */
    engine: z.string().min(1).max(32),
    /** any text, bounded: a name the names rule (./names.ts) refuses is cleaned on import, not a reason to refuse the
     *  whole file (a name an earlier build saved, or a file another program wrote; QA 2, item 5) */
    name: z.string().max(10_000, 'a name this long is not one the game wrote'),
    setup: GameSetupSchema,
    /** each bounded as act bounds it (./bounded-action.ts) */
    actions: z.array(BoundedActionSchema).max(5000),
    /** a new-luck branch: the generator reseeded after action `step` (engine/luck.ts) */
    reseed: z.object({ step: z.number().int().min(0), seed: z.string().min(1).max(200) }).strict().nullable(),
    /** a branch (practice) rather than an original, as the exporting save knew it. Importing reads it and no more: every
     *  imported campaign is practice (docs/saves.md, "Sharing a campaign"), since nothing in a file proves it was played
     *  without a look ahead */
    practice: z.boolean(),
    /** stateHash of the set-up (after any reseed at step 0) and after the last action */
    hashes: z.object({ start: Hash, end: Hash }).strict(),
  })
  .strict();

export type CampaignFile = z.infer<typeof CampaignFileSchema>;
