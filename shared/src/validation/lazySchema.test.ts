import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { lazySchema } from './lazySchema.ts'

describe('lazySchema', () => {
  it('builds the schema on its first use only, and gives the same one after', () => {
    const build = vi.fn(() => z.object({ chainId: z.number() }))
    const schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(schema().safeParse({ chainId: 1 }).success).toBe(true)
    expect(schema().safeParse({ chainId: '1' }).success).toBe(false)
    expect(schema()).toBe(schema())
    expect(build).toHaveBeenCalledTimes(1)
  })
})
