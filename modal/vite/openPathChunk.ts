/**
 * A bundler plugin for a dapp's build: what opening the modal runs goes into one chunk.
 *
 * Split by a bundler's defaults, the open path is a dozen small chunks (every module a lazily
 * loaded view shares with the core becomes its own file), more than a browser fetches at once
 * from one host over HTTP/1.1, so the first open waits on several rounds of requests. This puts
 * the modules that only the open path reaches (not what the page loads before the first click,
 * nor what only later views use) into `portico-open`.
 */
import type { Plugin } from 'vite'

/**
 * The modules whose static imports make up the open path: the sources (this repo's demo) or the
 * built package's chunks of the same name (a dapp's build; modal/tsdown.config.ts names them).
 */
const openEntries =
  /[\\/]modal[\\/]src[\\/](core[\\/]createCore\.ts|ui[\\/]mountModal\.tsx)$|[\\/]@portico[\\/]modal[\\/]dist[\\/]chunks[\\/](createCore|mountModal)-[\w-]+\.js$/
/** The store's module (or its built chunk): the first part of the open path the warm-up loads. */
const storeEntry =
  /[\\/]modal[\\/]src[\\/]store[\\/]createPorticoStore\.ts$|[\\/]@portico[\\/]modal[\\/]dist[\\/]chunks[\\/]createPorticoStore-[\w-]+\.js$/

/** Everything reachable from `roots` through `importsOf` (modules or chunks), roots included. */
export function importClosure(
  roots: readonly string[],
  importsOf: (name: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const dep of importsOf(name)) visit(dep)
  }
  for (const root of roots) visit(root)
  return seen
}

export function openPathChunk(): Plugin {
  let openPath = new Set<string>()
  let storePath = new Set<string>()
  return {
    name: 'portico-open-path-chunk',
    apply: 'build',
    buildEnd() {
      const staticClosure = (roots: string[]) =>
        importClosure(roots, (id) => this.getModuleInfo(id)?.importedIds ?? [])
      const ids = [...this.getModuleIds()]
      const initial = staticClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      openPath = staticClosure(ids.filter((id) => openEntries.test(id)))
      storePath = staticClosure(ids.filter((id) => storeEntry.test(id)))
      for (const id of initial) {
        openPath.delete(id)
        storePath.delete(id)
      }
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'portico-store',
                  test: (id: string) => storePath.has(id) && openPath.has(id),
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  name: 'portico-open',
                  test: (id: string) => openPath.has(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
  }
}
