/**
 * The demo's configuration, embedded in the page by the server that serves it (devnet), so that
 * one build works on any ports. Parsed, never trusted.
 */
import * as z from 'zod/mini'

export const DEMO_CONFIG_ELEMENT_ID = 'portico-demo-config'

// Built for the one read and then dropped: the page does not keep its schemas.
const demoConfigSchema = () =>
  z.object({
    projectId: z.string(),
    frameUrl: z.optional(z.string()),
    apiUrl: z.optional(z.string()),
    relayUrl: z.optional(z.string()),
    chains: z._default(
      z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          rpcUrl: z.string(),
          /** The chain's tokens with the USDT transfer interface (devnet: deployments' 'usdt' ones). */
          usdtStyleTokens: z.optional(z.array(z.string())),
        }),
      ),
      [],
    ),
    /** The local Solana cluster, when the stack runs it (deployments' `solana`). */
    solana: z.optional(z.object({ caip2: z.string(), rpcUrl: z.string() })),
    /** The second local cluster (deployments' `solana2`), to switch between two clusters. */
    solana2: z.optional(z.object({ caip2: z.string(), rpcUrl: z.string() })),
    /** The regtest node, when the stack runs it (deployments' `bitcoin`). */
    bitcoin: z.optional(
      z.object({ caip2: z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/)), nodeUrl: z.string() }),
    ),
  })
export type DemoConfig = z.infer<ReturnType<typeof demoConfigSchema>>

export function readDemoConfig(doc: Document): DemoConfig {
  try {
    return demoConfigSchema().parse(
      JSON.parse(doc.getElementById(DEMO_CONFIG_ELEMENT_ID)?.textContent ?? ''),
    )
  } catch {
    return { projectId: 'portico-demo', chains: [] }
  }
}
