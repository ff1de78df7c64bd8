/**
 * Compiles devnet's own Solidity test contracts with the solc package (wasm, no download).
 * The output is cached under the data dir, keyed by a hash of the sources, the compiler and the
 * version of the OpenZeppelin sources they import.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '../../contracts')

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

export function compileContracts(cacheDir: string): Record<string, CompiledContract> {
  const solc = require('solc') as {
    version(): string
    compile(input: string, callbacks: object): string
  }
  const files = readdirSync(contractsDir).filter((f) => f.endsWith('.sol'))
  const sources = Object.fromEntries(
    files.map((f) => [f, { content: readFileSync(join(contractsDir, f), 'utf8') }]),
  )
  const openZeppelin = require('@openzeppelin/contracts/package.json') as { version: string }
  const hash = createHash('sha256')
    .update(solc.version())
    .update(openZeppelin.version)
    .update(JSON.stringify(sources))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${hash}.json`)
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8'))

  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `File not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n')}`,
    )
  }
  const result: Record<string, CompiledContract> = {}
  for (const file of files) {
    for (const [name, contract] of Object.entries(
      output.contracts[file] as Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>,
    )) {
      result[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(cacheFile, JSON.stringify(result))
  return result
}
