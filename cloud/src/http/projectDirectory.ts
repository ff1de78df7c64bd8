/**
 * Project look-ups for every request (the project of `projectId`, and whether an origin is on
 * some project's allowlist), cached a few seconds per instance so a busy route does not ask the
 * database each time. An allowlist change reaches every instance within that time.
 */
import { PROJECT_CACHE_HOP_MS } from '@portico/shared'
import { createTtlCache } from '../cache/createTtlCache.ts'
import type { Queryable } from '../db/database.ts'
import { getProject, isOriginOfAnyProject, type Project } from '../projects/projectRecord.ts'

/**
 * Half of README's PROJECT_SETTINGS_MAX_AGE_MS: the frame server's copy, read from here, may be
 * as old again, and the change must reach it within the whole.
 */
export const PROJECT_CACHE_TTL_MS = PROJECT_CACHE_HOP_MS

export interface ProjectDirectory {
  get(projectId: string): Promise<Project | null>
  isOriginOfAnyProject(origin: string): Promise<boolean>
  /** Forgets what was read (after a project was written in this instance). */
  clear(): void
}

export function createProjectDirectory(db: Queryable, now?: () => number): ProjectDirectory {
  const projects = createTtlCache<Project | null>({ ttlMs: PROJECT_CACHE_TTL_MS, now })
  const origins = createTtlCache<boolean>({ ttlMs: PROJECT_CACHE_TTL_MS, now })
  return {
    async get(projectId) {
      const cached = projects.get(projectId)
      if (cached !== undefined) return cached
      const project = await getProject(db, projectId)
      projects.set(projectId, project)
      return project
    },
    async isOriginOfAnyProject(origin) {
      const cached = origins.get(origin)
      if (cached !== undefined) return cached
      const allowed = await isOriginOfAnyProject(db, origin)
      origins.set(origin, allowed)
      return allowed
    },
    clear() {
      projects.clear()
      origins.clear()
    },
  }
}
