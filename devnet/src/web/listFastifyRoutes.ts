/**
 * Every route a Fastify app has, read from its `printRoutes()` tree, so a test can crawl them
 * all (the security-header tests of the cloud and the frame server do) and a route added later
 * is crawled too. HEAD routes Fastify adds beside GET are left out.
 */
export interface ListedRoute {
  method: string
  /** As registered: `/v1/projects/:projectId`, `/console/projects/*`. */
  path: string
}

const EMPTY_ROOT = '(empty root node)'

export function listFastifyRoutes(app: { printRoutes(): string }): ListedRoute[] {
  const routes: ListedRoute[] = []
  const prefixes: string[] = []
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const [, indent = '', segment = '', methods] = match
    const depth = indent.length / 4
    prefixes.length = depth
    // A route that does not start with `/` (`OPTIONS *`) gives the tree a nameless root.
    prefixes.push(segment === EMPTY_ROOT ? '' : segment)
    if (!methods) continue
    for (const method of methods.split(', '))
      if (method !== 'HEAD') routes.push({ method, path: prefixes.join('') })
  }
  return routes
}
