/** Reads and validates `config.json`, which the build wrote next to the bundles (read once). */
import { chromeApi } from '../chromeApi.ts'
import { type WalletConfig, walletConfigSchema } from '../walletConfig.ts'

let config: Promise<WalletConfig> | null = null

export function loadConfig(): Promise<WalletConfig> {
  config ??= (async () => {
    const response = await fetch(chromeApi().runtime.getURL('config.json'))
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`)
    const parsed = walletConfigSchema.safeParse(await response.json())
    if (!parsed.success) throw new Error(`config.json is invalid: ${parsed.error.message}`)
    return parsed.data
  })()
  // A failed read is retried on the next call.
  config.catch(() => {
    config = null
  })
  return config
}
