/**
 * Numbers the README promises are the numbers the code runs on: the time a console change takes
 * to reach every server is PROJECT_SETTINGS_MAX_AGE_MS, and the caches on its way add up to it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { PROJECT_CACHE_HOP_MS, PROJECT_SETTINGS_MAX_AGE_MS } from '@portico/shared'
import { describe, expect, it } from 'vitest'

/** A README's text with line breaks and runs of spaces folded, as a reader sees it. */
const readme = (path: string) => readFileSync(join(repoRoot, path), 'utf8').replace(/\s+/g, ' ')

describe('README claims', () => {
  it('says a console change reaches every server within PROJECT_SETTINGS_MAX_AGE_MS', () => {
    const seconds = PROJECT_SETTINGS_MAX_AGE_MS / 1000
    expect(readme('README.md')).toContain(
      `A change reaches every cloud and frame server within ${seconds} seconds`,
    )
    expect(readme('cloud/README.md')).toContain(
      `project allowlists (${PROJECT_CACHE_HOP_MS / 1000} s`,
    )
    expect(readme('cloud/README.md')).toContain(`every cloud and frame server within ${seconds} s`)
  })

  it('the two caches a change passes (cloud, then frame server) fit in the promised time', () => {
    expect(2 * PROJECT_CACHE_HOP_MS).toBeLessThanOrEqual(PROJECT_SETTINGS_MAX_AGE_MS)
  })
})
