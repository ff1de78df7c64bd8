/**
 * Starts the anvil binary that @foundry-rs/anvil ships (no download) and waits for its RPC.
 * The child is the anvil process itself, so stopping it by PID leaves nothing behind.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

import { DEVNET_CHAIN_IDS } from '../config.ts'

export const DEVNET_CHAIN_ID = DEVNET_CHAIN_IDS.main
/** anvil's default mnemonic: its first accounts are the funded test accounts. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

export interface AnvilOptions {
  host: string
  port: number
  chainId?: number
  accounts?: number
}

export interface RunningAnvil {
  rpcUrl: string
  process: ChildProcess
  stop(): Promise<void>
}

export function anvilBinaryPath(): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const rpcUrl = `http://${options.host}:${options.port}`
  const child = spawn(
    anvilBinaryPath(),
    [
      '--host',
      options.host,
      '--port',
      String(options.port),
      '--chain-id',
      String(options.chainId ?? DEVNET_CHAIN_ID),
      '--accounts',
      String(options.accounts ?? 10),
      '--mnemonic',
      DEVNET_MNEMONIC,
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`anvil exited with code ${child.exitCode}: ${stderr.trim()}`)
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (res.ok) return { rpcUrl, process: child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`anvil did not answer on ${rpcUrl} within 15 s`)
}
