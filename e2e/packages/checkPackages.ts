/**
 * `npm test`'s packages step: what a dapp developer installs, checked from the packed tarball.
 *   1. build and pack @portico/modal (no sources or tests in it),
 *   2. publint and Are the Types Wrong on the tarball,
 *   3. the example dapp installs the tarball outside this repo, type-checks with the Vite
 *      template's tsconfig, with every declaration checked under the strictest settings and
 *      under Node 16 resolution, and builds (the e2e then drives it),
 *   4. the lowest versions the peer ranges claim (peerFloor.ts),
 *   5. size budgets, with the example's own figures printed beside them.
 */
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { pageSizes } from './bundleSizes.ts'
import { exampleDistDir, prepareExample } from './exampleApp.ts'
import { packModal } from './packModal.ts'
import { checkPeerFloor, peerFloor } from './peerFloor.ts'
import { run } from './run.ts'
import { budgets, kib, measurePackagedModal, overBudget } from './sizeBudgets.ts'

const step = (name: string) => console.log(`\n--- ${name}`)
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)

step('build and pack @portico/modal')
const packed = packModal()
console.log(`${packed.tarball}: ${packed.files.length} files, ${kib(packed.size)}`)

step('publint')
run(bin('publint'), ['run', packed.tarball, '--strict'], { cwd: repoRoot })

step('Are the Types Wrong (ESM only: node16 from ESM and bundler resolution)')
run(bin('attw'), [packed.tarball, '--profile', 'esm-only', '--format', 'table-flipped'], {
  cwd: repoRoot,
})

step('example dapp: install the tarball, tsc -b (template), tsc strict and node16, vite build')
prepareExample(packed.tarball)

step(
  `peer floor: ${Object.entries(peerFloor)
    .map(([name, v]) => `${name}@${v}`)
    .join(', ')}`,
)
checkPeerFloor(packed.tarball)

step('sizes (gzip)')
const sizes = measurePackagedModal()
const example = pageSizes(exampleDistDir)
const wagmiPage = pageSizes(exampleDistDir, 'wagmi.html')
console.log(
  `@portico/modal before the first open: ${kib(sizes.beforeOpen)} (budget ${kib(budgets.beforeOpen)})`,
)
console.log(
  `@portico/modal on open:               ${kib(sizes.onOpen)} (budget ${kib(budgets.onOpen)})`,
)
console.log(`example page, before the first click: ${kib(example.beforeOpen)} (React included)`)
console.log(`example page, on open:                ${kib(example.onOpen)}`)
console.log(
  `wagmi page, before the first click:   ${kib(wagmiPage.beforeOpen)} (React, wagmi included)`,
)
console.log(`wagmi page, on open:                  ${kib(wagmiPage.onOpen)}`)
const over = overBudget(sizes)
if (over.length) {
  console.error(`\nSize budget exceeded (e2e/packages/sizeBudgets.ts):\n  ${over.join('\n  ')}`)
  process.exit(1)
}
console.log('\npackages: all checks passed')
