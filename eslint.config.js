// The linter `npm test` runs (issue 22). Its main job is to keep the layers apart, so that docs/architecture.md's
// "what imports what" is checked by a tool rather than promised in a comment:
//   renderer  -> contract (types only)
//   electron, scripts, bench, tests, data -> engine only through its three public entries
//   engine    -> contract and data, never electron, renderer or Node's modules (the rules are pure)
// Beyond that it runs the recommended rule sets, with the few noisy rules turned off below, each with its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { builtinModules } from 'node:module';

/** The engine's public entries: the rules, the stall games, the bots. Everything else in engine/ is private. */
const ENGINE_ENTRIES = ['index', 'carnival/index', 'bots/index'];

/** Any relative path into engine/ that is not one of the entries (a folder import means its index, so it is allowed). */
const PRIVATE_ENGINE = {
  regex: `^(\\.\\./)+engine/(?!(${ENGINE_ENTRIES.map((e) => e.replace('/', '\\/')).join('|')})$|carnival$|bots$)`,
  message: 'Outside engine/, import the engine only through engine/index, engine/carnival/index or engine/bots/index (docs/architecture.md).',
};

const FROM_RENDERER = [
  {
    regex: '^(\\.\\./)+(engine|data|electron)(/|$)',
    message: 'The renderer sees the game only through the service: import types from contract/ (docs/architecture.md).',
  },
  {
    regex: '^(\\.\\./)+contract(/|$)',
    allowTypeImports: true,
    message: 'The renderer imports types only from contract/ (use `import type`): no engine or schema code ships in the renderer.',
  },
];

const FROM_ENGINE = [
  { regex: '^(\\.\\./)+(electron|renderer|scripts|bench|tests)(/|$)', message: 'The engine depends on nothing above it (docs/architecture.md).' },
  { regex: '^node:', message: 'The engine is pure: no I/O, no clock, no Node modules.' },
  ...builtinModules.map((name) => ({ regex: `^${name.replace('/', '\\/')}$`, message: 'The engine is pure: no I/O, no clock, no Node modules.' })),
];

const FROM_CONTRACT = [
  { regex: '^(\\.\\./)+(electron|renderer|scripts|bench|tests)(/|$)', message: 'contract/ holds shapes only: it imports zod and data types, nothing of the layers that use it.' },
  { regex: '^(\\.\\./)+engine/(?!carnival/index$)', message: 'contract/ holds shapes only: of the engine it reads just the stall games\' view types, through engine/carnival/index.' },
  // each stall game's view is typed beside its engine (engine/carnival/games.ts); the contract names them as types only,
  // so the shapes stay typed (no `unknown`) and nothing of the engine ships with the contract
  { regex: '^(\\.\\./)+engine/carnival/index$', allowTypeImports: true, message: 'contract/ may read the stall games\' view types only (`import type`).' },
];

const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-electron/', 'release/', 'engine/carnival/lake-race/wasm/', 'bench/results.json'] },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/essential'],
  comments.recommended,
  {
    // a test double stands in for Electron's or a DOM object's wide types; spelling each out would test the typing
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    // a disable comment that no longer disables anything is an error too, so stale ones do not pile up
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        // Node (electron, scripts, tests) and the browser (renderer) globals this tree uses; the type checker already
        // catches an undeclared name, so no-undef is off below and this list only serves the few rules that read it.
        console: 'readonly', process: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly',
      },
    },
    rules: {
      // an eslint-disable says why on its own line, so a reader never wonders whether it was a shortcut
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      // vue-tsc --noEmit (the first half of `npm test`) reports unknown names with their types; this rule only
      // duplicates it, and wrongly for type-only globals
      'no-undef': 'off',
      // `_`-prefixed parameters are kept on purpose (a handler's fixed signature); the rest is still reported
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // single-word component names (Die, Card) are this app's own, never mixed with HTML in a template
      'vue/multi-word-component-names': 'off',
    },
  },

  // ---- the layers (docs/architecture.md, "What imports what") ----
  { files: ['electron/**', 'scripts/**', 'bench/**', 'tests/**', 'data/**', '*.ts', '*.js'], rules: restrict([PRIVATE_ENGINE]) },
  { files: ['renderer/**'], rules: restrict(FROM_RENDERER) },
  { files: ['engine/**'], rules: restrict(FROM_ENGINE) },
  { files: ['contract/**'], rules: restrict(FROM_CONTRACT) },
  {
    // An engine test may read files and compare against a script's output (the WebAssembly build, a bench figure):
    // tests are never part of the rules that ship, so only the upward imports into the app stay forbidden.
    files: ['engine/**/*.test.ts', 'engine/**/test-helpers.ts', 'engine/**/testkit.ts'],
    rules: restrict([{ ...FROM_ENGINE[0], regex: '^(\\.\\./)+(electron|renderer)(/|$)' }]),
  },
  {
    // A renderer test may load the content or the rules reference as its fixture: a test is never bundled, and
    // building the same cards by hand would only drift from data/. The renderer's own code still may not.
    files: ['renderer/**/*.test.ts'],
    rules: restrict([{ ...FROM_RENDERER[0], regex: '^(\\.\\./)+(engine|electron)(/|$)' }, FROM_RENDERER[1]]),
  },
  {
    // Two component tests draw the stall panels from views their games' real engines made (a relay mid-watch, a Lake
    // Race with crews), and one drives the service in memory: a test is never bundled, and hand-made views would only
    // drift from the engines. The renderer's own code stays under the rules above (tests/integration/renderer-bundle.test.ts).
    files: ['renderer/src/carnival/carnival.test.ts', 'renderer/src/lake-race/lake-race-ui.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
