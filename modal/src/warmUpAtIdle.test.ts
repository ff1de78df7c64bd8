import { describe, expect, it } from 'vitest'
import { warmUpAtIdle } from './warmUpAtIdle.ts'

/** An idle scheduler the test drives: each `tick()` runs the callbacks waiting for idle time. */
function manualIdle() {
  const waiting: (() => void)[] = []
  return {
    idle: (callback: () => void) => void waiting.push(callback),
    async tick() {
      await new Promise((resolve) => setTimeout(resolve, 0))
      for (const callback of waiting.splice(0)) callback()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

describe('warmUpAtIdle', () => {
  it('runs the steps in order, each in an idle period of its own', async () => {
    const { idle, tick } = manualIdle()
    const ran: string[] = []
    const step = (name: string) => async () => void ran.push(name)
    const handle = warmUpAtIdle([step('store'), step('core'), step('views')], { idle })
    await tick()
    expect(ran).toEqual(['store'])
    await tick()
    expect(ran).toEqual(['store', 'core'])
    await tick()
    await handle.done
    expect(ran).toEqual(['store', 'core', 'views'])
  })

  it('waits for the load event of a page still loading', async () => {
    const { idle, tick } = manualIdle()
    const ran: string[] = []
    const loading = new EventTarget() as unknown as Window & EventTarget
    Object.assign(loading, { document: { readyState: 'loading' } })
    warmUpAtIdle([async () => void ran.push('store')], { win: loading, idle })
    await tick()
    await tick()
    expect(ran).toEqual([])
    loading.dispatchEvent(new Event('load'))
    await tick()
    await tick()
    expect(ran).toEqual(['store'])
  })

  it('runs no step after cancel, and stops at a failing step', async () => {
    const { idle, tick } = manualIdle()
    const ran: string[] = []
    const cancelled = warmUpAtIdle(
      [async () => void ran.push('a'), async () => void ran.push('b')],
      {
        idle,
      },
    )
    await tick()
    cancelled.cancel()
    await tick()
    await cancelled.done
    expect(ran).toEqual(['a'])

    const failing = warmUpAtIdle(
      [
        async () => {
          throw new Error('chunk failed to load')
        },
        async () => void ran.push('after the failure'),
      ],
      { idle },
    )
    await tick()
    await tick()
    await failing.done
    expect(ran).toEqual(['a'])
  })
})
