/** Test helper: a clock the frame server reads and a test moves forward. */
export interface TestClock {
  now(): number
  advance(ms: number): void
}

export function createTestClock(start = Date.now()): TestClock {
  let now = start
  return {
    now: () => now,
    advance: (ms) => {
      now += ms
    },
  }
}
