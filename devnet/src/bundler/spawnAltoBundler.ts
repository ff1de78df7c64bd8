/**
 * Pimlico's Alto (an ERC-4337 bundler, GPL-3.0) as a process of its own on the devnet: started
 * from its npm package's command, never imported, so none of its code is in anything we ship.
 * It serves the standard bundler JSON-RPC (eth_sendUserOperation, eth_estimateUserOperationGas,
 * eth_getUserOperationReceipt, eth_getUserOperationByHash, eth_supportedEntryPoints) and bundles
 * with handleOps from its executor key. At its start it deploys its simulation contracts through
 * the CREATE2 deployer (the utility key pays).
 *
 * Safe mode (the ERC-7562 opcode and storage rules, traced with a JavaScript tracer) is off:
 * anvil 1.7 runs such tracers, but Alto 0.0.20's safe validator fails on EntryPoint v0.8 (every
 * eth_sendUserOperation answered HTTP 500, an undecoded DelegateAndRevert 0x99410554). Without
 * it Alto still simulates every operation through the EntryPoint before accepting it (the
 * account's and paymaster's signatures, nonce, prefund and deposit, validity window: the AAxx
 * errors) and keeps its mempool and reputation limits.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PorticoError } from '@portico/shared'
import type { Address, Hex } from 'viem'
import { stopWithParent } from '../processes/stopWithParent.ts'

const require = createRequire(import.meta.url)
const START_TIMEOUT_MS = 60_000

export interface AltoBundlerOptions {
  host: string
  port: number
  rpcUrl: string
  entryPoint: Address
  /** Sends the handleOps transactions (funded by the caller). */
  executorKey: Hex
  /** Deploys Alto's simulation contracts at its start (funded by the caller). */
  utilityKey: Hex
  log?(line: string): void
}

export interface RunningAltoBundler {
  url: string
  stop(): Promise<void>
}

export class BundlerStartError extends PorticoError {
  override name = 'BundlerStartError'
  constructor(message: string) {
    super(message, { code: 'BUNDLER_START_FAILED' })
  }
}

/** The `alto` command of the installed @pimlico/alto package. */
export function altoCommandPath(): string {
  // The package exports only its module entry (esm/index.js); its command sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

export async function spawnAltoBundler(o: AltoBundlerOptions): Promise<RunningAltoBundler> {
  const url = `http://${o.host === '::1' ? '[::1]' : o.host}:${o.port}`
  // Alto reads a `.env` from its working directory: give it an empty one of its own.
  const cwd = mkdtempSync(join(tmpdir(), 'portico-alto-'))
  const child = spawn(
    process.execPath,
    [
      altoCommandPath(),
      '--entrypoints',
      o.entryPoint,
      '--rpc-url',
      o.rpcUrl,
      '--port',
      String(o.port),
      '--safe-mode',
      'false',
      // pino lines: the stack shows those of level warn and above.
      '--json',
      '--log-level',
      'warn',
      // anvil mines each transaction at once; no public mempool to watch.
      '--block-time',
      '1000',
      '--min-bundle-interval',
      '50',
      '--max-bundle-interval',
      '200',
      // Alto's estimate is the least gas its simulation needed, at the simulated block. A
      // Uniswap V2 swap costs more in a later block (the pair's price accumulators are written
      // only when the timestamp moved), so an operation sent with the bare estimate ran out of
      // gas in its call now and then: 20% on top, as hosted bundlers add.
      '--v7-call-gas-limit-multiplier',
      '120',
      '--refilling-wallets',
      'false',
      '--utility-wallet-monitor',
      'false',
    ],
    {
      cwd,
      // The keys go by environment (yargs' ALTO_ prefix), never on a command line `ps` shows.
      // Nothing else of the shell's is passed: no SENTRY_DSN or ALTO_* that would send reports
      // or settings somewhere else.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ALTO_EXECUTOR_PRIVATE_KEYS: o.executorKey,
        ALTO_UTILITY_PRIVATE_KEY: o.utilityKey,
        DOTENV_CONFIG_PATH: join(cwd, '.env'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const stopChild = stopWithParent(child)
  const stop = async () => {
    await stopChild()
    rmSync(cwd, { recursive: true, force: true })
  }
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-4000)
    for (const line of String(chunk).split('\n')) if (line.trim()) o.log?.(line)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    if (await answers(url, o.entryPoint)) return { url, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  const exited = child.exitCode !== null || child.signalCode !== null
  await stop()
  throw new BundlerStartError(
    `${exited ? 'The bundler (Alto) exited' : `The bundler (Alto) did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s`}: ${output.trim()}`,
  )
}

/** True once the bundler lists the EntryPoint it was started for. */
async function answers(url: string, entryPoint: Address): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_supportedEntryPoints',
        params: [],
      }),
    })
    const body = (await res.json()) as { result?: string[] }
    return !!body.result?.some((a) => a.toLowerCase() === entryPoint.toLowerCase())
  } catch {
    return false
  }
}
