/**
 * The house's arrows (DESIGN.md §2), checked by `npm test` (step "rules"):
 * `npx depcruise --config .dependency-cruiser.cjs shared modal secure-frame cloud devnet e2e`.
 * Test code is a `*.test.ts(x)` file, a `*.test-helpers.ts(x)` file or anything under a
 * `testing/` folder; everything else is production code (benchmarks and e2e are tooling).
 */
const TEST_CODE = '(\\.test\\.tsx?$|\\.test-helpers\\.tsx?$|/testing/)'
/** Tests, the e2e suite and the benchmarks may use test helpers; nothing else may. */
const MAY_USE_TEST_CODE = `${TEST_CODE}|^e2e/|^[^/]+/bench/`
const WORKSPACES_BUT_SHARED = '^(modal|secure-frame|cloud|devnet|e2e|examples)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle, type-only imports included: the files cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-workspace',
      severity: 'error',
      comment: 'shared is the bottom of the house: every part imports it and it imports none.',
      from: { path: '^shared/' },
      to: { path: WORKSPACES_BUT_SHARED },
    },
    {
      name: 'production-imports-no-devnet-or-e2e',
      severity: 'error',
      comment:
        'devnet and e2e are the local stack and its tests; shipped code must run without them.',
      from: { path: '^(shared|modal|secure-frame|cloud)/', pathNot: TEST_CODE },
      to: { path: '^(devnet|e2e)/' },
    },
    {
      name: 'production-imports-no-test-code',
      severity: 'error',
      comment: 'Test helpers and tests are not part of what ships.',
      from: { pathNot: MAY_USE_TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'nothing-imports-modal-but-its-users',
      severity: 'error',
      comment: 'Only the demo, the examples and e2e use the modal package.',
      from: { path: '^(shared|secure-frame|cloud)/' },
      to: { path: '^modal/' },
    },
    {
      name: 'modal-logic-imports-no-ui',
      severity: 'error',
      comment:
        'store, connectors, features, chains, api and networks hold the logic; the UI (ui, views, hooks) sits on top of them, never under.',
      from: { path: '^modal/src/(store|connectors|features|chains|api|networks|core)/' },
      to: { path: '^modal/src/(ui|views|hooks)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|test-results)/' },
    // Type-only imports are arrows too: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
