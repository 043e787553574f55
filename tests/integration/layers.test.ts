// Issue 22: the linter keeps the layers apart (eslint.config.js; docs/architecture.md, "What imports what"). Each
// case lints a few lines as if they were a file at that path, with the project's own configuration, so a forbidden
// import fails `npm test` and a permitted one does not.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve('.') });

/** The messages the layer rule gives for `code` placed at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(filePath) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the layers, as the linter enforces them', () => {
  it('refuses a private engine file outside engine/: electron/ importing the rules module itself', async () => {
    const errors = await layerErrors('electron/probe.ts', "import { applyAction } from '../engine/rules';\nexport const f = applyAction;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through engine\/index/);
    expect(await layerErrors('scripts/probe.ts', "import { botRng } from '../engine/bots/rng';\nexport const f = botRng;\n")).toHaveLength(1);
    expect(await layerErrors('tests/integration/probe.ts', "import { relay } from '../../engine/carnival/relay';\nexport const f = relay;\n")).toHaveLength(1);
  });

  it('refuses any engine import in the renderer, even of the public entry', async () => {
    const errors = await layerErrors('renderer/src/probe.ts', "import { playerView } from '../../engine/index';\nexport const f = playerView;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through the service/);
    expect(await layerErrors('renderer/src/table/probe.ts', "import type { PlayerView } from '../../../engine/index';\nexport type V = PlayerView;\n")).toHaveLength(1);
    expect(await layerErrors('renderer/src/probe.ts', "import { content } from '../../data/index';\nexport const c = content;\n")).toHaveLength(1);
    expect(await layerErrors('renderer/src/probe.ts', "import type { Api } from '../../electron/service/api';\nexport type A = Api;\n")).toHaveLength(1);
  });

  it('lets the renderer take types, and only types, from contract/', async () => {
    expect(await layerErrors('renderer/src/probe.ts', "import type { PlayerView } from '../../contract';\nexport type V = PlayerView;\n")).toEqual([]);
    const value = await layerErrors('renderer/src/probe.ts', "import { GameSetupSchema } from '../../contract/setup';\nexport const s = GameSetupSchema;\n");
    expect(value).toHaveLength(1);
    expect(value[0]).toMatch(/types only/);
  });

  it('permits the three public entries outside engine/', async () => {
    const code = [
      "import { applyAction } from '../engine/index';",
      "import { strongBot } from '../engine/bots/index';",
      "import { relay } from '../engine/carnival/index';",
      "import { GameSetupSchema } from '../contract';",
      'export const all = [applyAction, strongBot, relay, GameSetupSchema];',
      '',
    ].join('\n');
    expect(await layerErrors('electron/probe.ts', code)).toEqual([]);
    expect(await layerErrors('scripts/probe.ts', code)).toEqual([]);
  });

  it('keeps the engine pure: no Node module, nothing from the layers above it', async () => {
    expect(await layerErrors('engine/probe.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n")).toHaveLength(1);
    expect(await layerErrors('engine/probe.ts', "import { readFileSync } from 'fs';\nexport const f = readFileSync;\n")).toHaveLength(1);
    expect(await layerErrors('engine/locations/probe.ts', "import { GameService } from '../../electron/service/game-service';\nexport const g = GameService;\n")).toHaveLength(1);
    // the engine may read the contract and the content
    expect(await layerErrors('engine/probe.ts', "import { GameSetupSchema } from '../contract/setup';\nimport { content } from '../data/index';\nexport const f = [GameSetupSchema, content];\n")).toEqual([]);
  });

  it('asks every eslint-disable for its reason on the same line', async () => {
    const [bare] = await eslint.lintText('// eslint-disable-next-line no-console\nconsole.log(1);\n', { filePath: resolve('scripts/probe.ts') });
    expect(bare.messages.map((m) => m.ruleId)).toContain('@eslint-community/eslint-comments/require-description');
    const [said] = await eslint.lintText('// eslint-disable-next-line no-console -- the one line a script prints\nconsole.log(1);\n', { filePath: resolve('scripts/probe.ts') });
    expect(said.messages.map((m) => m.ruleId)).not.toContain('@eslint-community/eslint-comments/require-description');
  });
});
