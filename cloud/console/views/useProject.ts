/**
 * One project as the project page holds it: read once, replaced by what each write answers,
 * and `save` for settings with the version read. A stale version (another tab or the CLI
 * changed the project) reloads it and fails with the text that asks to apply the change again.
 */
import { useRef } from 'react'
import type { ProjectView } from '../../src/console/consoleContract.ts'
import { ConsoleApiError } from '../api/ConsoleApiError.ts'
import { consoleApi, type ProjectPatch } from '../api/consoleApi.ts'
import { type Loaded, useLoad } from '../ui/useLoad.ts'

export const CHANGED_ELSEWHERE = 'Changed elsewhere — reloaded; apply your change again'

export interface ProjectState extends Loaded<ProjectView> {
  save(patch: ProjectPatch): Promise<ProjectView>
}

export function useProject(projectId: string): ProjectState {
  const loaded = useLoad(() => consoleApi.getProject(projectId), projectId)
  const version = useRef<number | undefined>(undefined)
  version.current = loaded.data?.version
  const save = async (patch: ProjectPatch) => {
    try {
      const project = await consoleApi.updateProject(projectId, version.current ?? 0, patch)
      version.current = project.version
      loaded.setData(project)
      return project
    } catch (error) {
      if (!(error instanceof ConsoleApiError) || error.code !== 'PROJECT_VERSION_CONFLICT')
        throw error
      await loaded.reload()
      throw new ConsoleApiError(CHANGED_ELSEWHERE, { code: error.code, status: error.status })
    }
  }
  return { ...loaded, save }
}
