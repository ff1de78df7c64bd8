/**
 * Project allowlists read from the cloud API, cached per project for PROJECT_CACHE_HOP_MS: half
 * of the time README promises a console change takes, the cloud's own cache being the other half: /sdk templates them and every login checks
 * the host page's origin against them, with the shared rule (wildcards, localhost any port).
 */
import { isOriginAllowed, PROJECT_CACHE_HOP_MS } from '@portico/shared'
import { fetchProjectAllowlist, type ProjectAllowlist } from '../fetchProjectAllowlist.ts'

export interface AllowlistLookup {
  get(projectId: string): Promise<ProjectAllowlist | null>
  isOriginAllowed(projectId: string, origin: string): Promise<boolean>
}

export function createAllowlistLookup(
  cloudUrl: string,
  maxAgeMs = PROJECT_CACHE_HOP_MS,
): AllowlistLookup {
  const cache = new Map<string, { value: ProjectAllowlist | null; at: number }>()
  const get = async (projectId: string) => {
    const cached = cache.get(projectId)
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.value
    const value = await fetchProjectAllowlist(cloudUrl, projectId)
    cache.set(projectId, { value, at: Date.now() })
    return value
  }
  return {
    get,
    isOriginAllowed: async (projectId, origin) => {
      const allowlist = await get(projectId)
      return allowlist ? isOriginAllowed(origin, allowlist) : false
    },
  }
}
