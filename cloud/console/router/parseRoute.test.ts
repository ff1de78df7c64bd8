import { describe, expect, it } from 'vitest'
import { parseRoute, projectPath } from './parseRoute.ts'

describe('parseRoute', () => {
  it('knows the home page and a project page', () => {
    expect(parseRoute('/console/')).toEqual({ page: 'home' })
    expect(parseRoute('/console')).toEqual({ page: 'home' })
    expect(parseRoute('/console/projects/abc_1-2')).toEqual({
      page: 'project',
      projectId: 'abc_1-2',
    })
    expect(parseRoute('/console/projects/abc/')).toEqual({ page: 'project', projectId: 'abc' })
  })

  it('round-trips an id through projectPath', () => {
    expect(parseRoute(projectPath('a b'))).toEqual({ page: 'project', projectId: 'a b' })
  })

  it('calls anything else not found', () => {
    for (const path of [
      '/console/projects/',
      '/console/projects/a/b',
      '/console/x',
      '/console/projects/%E0',
    ])
      expect(parseRoute(path)).toEqual({ page: 'not-found', path })
  })
})
