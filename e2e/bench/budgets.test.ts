import { describe, expect, it } from 'vitest'
import { gates, goals, targets } from './budgets.ts'

describe('budgets', () => {
  it("prints issue 19's goals as the bench's targets", () => {
    expect(targets).toMatchObject({
      clickToList: '≤ 33 ms',
      jsBeforeClick: '≤ 90 KiB in all',
      scriptOnOpen: '≤ 30 ms',
      longTasksOnOpen: 'none',
      heapModalOpen: '≤ 4 MiB',
      domNodes: '≤ 250',
      frameReady: '≤ 50 ms',
      emailToConnected: '≤ 100 ms',
      frameRoundTrip: '≤ 3 ms',
      walletConnectQr: '≤ 60 ms',
      walletConnectSession: '≤ 100 ms',
      activityShown: '≤ 500 ms',
      cloudReadP99: '≤ 20 ms',
      foreignRequests: '0',
    })
  })

  it('gates no figure more loosely than its goal where the goal is gated as such', () => {
    expect(gates.jsBeforeLoadGzip).toBeLessThanOrEqual(goals.jsBeforeClickGzip)
    expect(gates.foreignRequests).toBe(goals.foreignRequests)
  })
})
