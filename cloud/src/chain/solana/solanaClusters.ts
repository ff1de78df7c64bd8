/**
 * The Solana clusters the cloud serves (CAIP-2 `solana:<genesis hash prefix>`): the local
 * cluster devnet names in the deployments file, and clusters a deployment adds or re-points by
 * setting (`PORTICO_CLOUD_SOLANA_CLUSTERS`: devnet, mainnet through its own RPC provider). A
 * setting with the deployments' CAIP-2 replaces its RPC URL and keeps its mints.
 */
import { z } from 'zod'

const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

/** A mint whose symbol, name and decimals the cloud shows (others are shown by address). */
export const solanaMintSchema = z.object({
  address: base58Address,
  symbol: z.string().min(1).max(16),
  name: z.string().min(1).max(64),
  decimals: z.number().int().min(0).max(18),
})
export type SolanaMint = z.infer<typeof solanaMintSchema>

export const solanaCaip2Schema = z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)

export const solanaClusterSchema = z.object({
  caip2: solanaCaip2Schema,
  rpcUrl: z.url({ protocol: /^https?$/ }),
  mints: z.array(solanaMintSchema).max(500).default([]),
})
export type SolanaCluster = z.infer<typeof solanaClusterSchema>

/** The deployments file's `solana` section, as far as the cloud reads it. */
export const solanaDeploymentsSchema = z.object({
  caip2: solanaCaip2Schema,
  rpcUrl: z.url({ protocol: /^https?$/ }),
  mints: z.array(solanaMintSchema),
})

/**
 * The served clusters: the deployments' in their order (each one's URL re-pointed by a setting
 * of the same CAIP-2), then the others set.
 */
export function mergeSolanaClusters(
  fromDeployments: readonly (SolanaCluster | null | undefined)[],
  configured: readonly SolanaCluster[],
): SolanaCluster[] {
  return fromDeployments.reduceRight<SolanaCluster[]>(
    (served, cluster) => (cluster ? withDeployed(cluster, served) : served),
    [...configured],
  )
}

/** One deployed cluster before `configured`, merged with a setting of its CAIP-2. */
function withDeployed(deployed: SolanaCluster, configured: readonly SolanaCluster[]) {
  const override = configured.find((c) => c.caip2 === deployed.caip2)
  const merged = override
    ? { ...deployed, rpcUrl: override.rpcUrl, mints: [...deployed.mints, ...override.mints] }
    : deployed
  return [merged, ...configured.filter((c) => c.caip2 !== deployed.caip2)]
}
