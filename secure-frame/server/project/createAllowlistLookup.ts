/**
 * Project allowlists read from the cloud API, cached for 10 s per project: /sdk templates them
 * and every login checks the host page's origin against them.
 */
import { fetchProjectAllowlist, type ProjectAllowlist } from '../fetchProjectAllowlist.ts'

export interface AllowlistLookup {
  get(projectId: string): Promise<ProjectAllowlist | null>
  isOriginAllowed(projectId: string, origin: string): Promise<boolean>
}

export function createAllowlistLookup(cloudUrl: string, maxAgeMs = 10_000): AllowlistLookup {
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
    isOriginAllowed: async (projectId, origin) =>
      (await get(projectId))?.allowedOrigins.includes(origin) ?? false,
  }
}
