// @vitest-environment jsdom
/** The arming rule: visible and unobscured for 500 ms, disarmed at once by any loss of it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ARM_AFTER_MS,
  clickLandsOn,
  type IntersectionObserverClass,
  watchVisibilityArming,
} from './visibilityArming.ts'

/** A stand-in IntersectionObserver whose reports the test writes. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = []
  const Observer: IntersectionObserverClass = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      made.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  const report = (entry: Partial<IntersectionObserverEntry> & { isVisible?: boolean }) =>
    made.at(-1)?.callback([entry as IntersectionObserverEntry], {} as IntersectionObserver)
  return { Observer, made, report }
}

const shown = { isIntersecting: true, intersectionRatio: 1, isVisible: true }
const hiddenByHost = { isIntersecting: true, intersectionRatio: 1, isVisible: false }

let button: HTMLButtonElement
let states: boolean[]
const stops: (() => void)[] = []
/** Watches the button, recording each change, and stops after the test. */
const watch = (options: Parameters<typeof watchVisibilityArming>[2]) => {
  const stop = watchVisibilityArming(button, (armed) => states.push(armed), options)
  stops.push(stop)
  return stop
}
beforeEach(() => {
  vi.useFakeTimers()
  button = document.createElement('button')
  document.body.appendChild(button)
  states = []
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  button.remove()
})

describe('watchVisibilityArming with IntersectionObserver v2', () => {
  it('asks the browser to track visibility and arms after 500 ms of it, not before', () => {
    const io = fakeObserver()
    watch({ IntersectionObserver: io.Observer })
    expect(io.made[0]?.options).toMatchObject({ trackVisibility: true, delay: 100 })
    io.report(shown)
    vi.advanceTimersByTime(ARM_AFTER_MS - 1)
    expect(states).toEqual([])
    vi.advanceTimersByTime(1)
    expect(states).toEqual([true])
  })

  it('never arms while the host page makes the frame transparent or covers it', () => {
    const io = fakeObserver()
    watch({ IntersectionObserver: io.Observer })
    io.report(hiddenByHost)
    vi.advanceTimersByTime(10_000)
    expect(states).toEqual([])
  })

  it('disarms at once when visibility is lost and waits the full 500 ms again', () => {
    const io = fakeObserver()
    watch({ IntersectionObserver: io.Observer })
    io.report(shown)
    vi.advanceTimersByTime(ARM_AFTER_MS)
    io.report(hiddenByHost)
    expect(states).toEqual([true, false])
    io.report(shown)
    vi.advanceTimersByTime(400)
    io.report(hiddenByHost) // a flicker restarts the wait
    io.report(shown)
    vi.advanceTimersByTime(400)
    expect(states).toEqual([true, false])
    vi.advanceTimersByTime(100)
    expect(states).toEqual([true, false, true])
  })

  it('disarms while the page is in the background and stops when told', () => {
    const io = fakeObserver()
    let visibility: DocumentVisibilityState = 'visible'
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    })
    const stop = watch({ IntersectionObserver: io.Observer })
    io.report(shown)
    vi.advanceTimersByTime(ARM_AFTER_MS)
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(states).toEqual([true, false])
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    stop()
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(states).toEqual([true, false])
    // Undo the override: back to jsdom's own getter.
    delete (document as { visibilityState?: unknown }).visibilityState
  })
})

describe('watchVisibilityArming without v2', () => {
  it('arms only when the button is wholly on screen', () => {
    const io = fakeObserver()
    watch({ IntersectionObserver: io.Observer })
    io.report({ isIntersecting: true, intersectionRatio: 0.5 })
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(states).toEqual([])
    io.report({ isIntersecting: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(states).toEqual([true])
  })

  it('never arms where there is no IntersectionObserver at all', () => {
    watch({})
    vi.advanceTimersByTime(10_000)
    expect(states).toEqual([])
  })
})

describe('clickLandsOn', () => {
  const click = (init: Partial<MouseEvent>) =>
    ({ isTrusted: true, detail: 1, clientX: 5, clientY: 5, ...init }) as MouseEvent

  it('refuses a click a script made', () => {
    expect(clickLandsOn(new MouseEvent('click', { detail: 1 }), button)).toBe(false)
  })

  it('takes a user click that lands on the button, not one on something laid over it', () => {
    const cover = document.createElement('div')
    document.body.appendChild(cover)
    let hit: Element = button
    document.elementFromPoint = () => hit
    expect(clickLandsOn(click({}), button)).toBe(true)
    hit = cover
    expect(clickLandsOn(click({}), button)).toBe(false)
    // Enter or Space on the focused button: trusted, no pointer position to check.
    expect(clickLandsOn(click({ detail: 0 }), button)).toBe(true)
    cover.remove()
  })
})
