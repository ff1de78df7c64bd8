/**
 * The console's pages by path: /console/ (projects and API tokens) and /console/projects/<id>.
 * The server answers both with the app's page (serveConsole.ts), so a reload lands here again.
 */
export const CONSOLE_BASE = '/console/'

export type Route =
  | { page: 'home' }
  | { page: 'project'; projectId: string }
  | { page: 'not-found'; path: string }

export function parseRoute(pathname: string): Route {
  if (pathname === CONSOLE_BASE || pathname === '/console') return { page: 'home' }
  const match = /^\/console\/projects\/([^/]+)\/?$/.exec(pathname)
  if (match?.[1]) {
    try {
      return { page: 'project', projectId: decodeURIComponent(match[1]) }
    } catch {
      // A malformed escape is no project id.
    }
  }
  return { page: 'not-found', path: pathname }
}

export const homePath = (): string => CONSOLE_BASE
export const projectPath = (projectId: string): string =>
  `${CONSOLE_BASE}projects/${encodeURIComponent(projectId)}`
