import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_VALUE_TIMEOUT_MS, useIdleValue } from './useIdleValue.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const container = document.createElement('div')
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
})

function Shown({ value, defer }: { value: string; defer: boolean }) {
  return <p>{useIdleValue(value, defer)}</p>
}

const render = (value: string, defer: boolean) =>
  act(() => {
    root ??= createRoot(container)
    root.render(<Shown value={value} defer={defer} />)
  })

/** A requestIdleCallback run by hand, as the browser would once idle. */
function stubIdle() {
  const pending = new Map<number, IdleRequestCallback>()
  let next = 1
  const options: (IdleRequestOptions | undefined)[] = []
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, opts?: IdleRequestOptions) => {
    pending.set(next, cb)
    options.push(opts)
    return next++
  })
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id))
  return {
    options,
    get pending() {
      return pending.size
    },
    runIdle: () =>
      act(() => {
        const callbacks = [...pending.values()]
        pending.clear()
        for (const cb of callbacks) cb({ didTimeout: false, timeRemaining: () => 50 })
      }),
  }
}

describe('useIdleValue', () => {
  it('follows the value at once when not deferred', async () => {
    stubIdle()
    await render('Connect', false)
    await render('Account', false)
    expect(container.textContent).toBe('Account')
  })

  it('while deferred, shows a change only once the browser is idle, waiting at most the timeout', async () => {
    const idle = stubIdle()
    await render('EmailVerifyOtp', false)
    await render('Account', true)
    expect(container.textContent).toBe('EmailVerifyOtp')
    expect(idle.options.at(-1)).toEqual({ timeout: IDLE_VALUE_TIMEOUT_MS })
    await idle.runIdle()
    expect(container.textContent).toBe('Account')
  })

  it('a change superseded before idle time is never shown; the last one is', async () => {
    const idle = stubIdle()
    await render('Connect', true)
    await render('AllWallets', true)
    await render('Account', true)
    expect(idle.pending).toBe(1)
    await idle.runIdle()
    expect(container.textContent).toBe('Account')
  })

  it('shows the current value at once when the deferral ends', async () => {
    const idle = stubIdle()
    await render('Connect', true)
    await render('Account', true)
    await render('Account', false)
    expect(container.textContent).toBe('Account')
    expect(idle.pending).toBe(0)
  })

  it('without requestIdleCallback, a timer stands in', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    // Fake timers: on a busy machine a real 1 ms timer could fire before the first expect.
    vi.useFakeTimers()
    try {
      await render('Connect', true)
      await render('Account', true)
      expect(container.textContent).toBe('Connect')
      await act(() => vi.advanceTimersByTime(1))
      expect(container.textContent).toBe('Account')
    } finally {
      vi.useRealTimers()
    }
  })
})
