import { beforeAll, expect, it } from 'vitest'
import type { FrameContext } from '../context/frameContext.ts'
import type { FrameDatabase } from '../db/openFrameDatabase.ts'
import { createTestClock } from '../testing/createTestClock.ts'
import { describeOnBothFrameDatabases } from '../testing/frameTestPostgres.ts'
import { claimEmailCooldown, clearLoginCooldown } from './claimEmailCooldown.ts'

describeOnBothFrameDatabases('claimEmailCooldown and clearLoginCooldown', (database) => {
  let db: FrameDatabase
  const clock = createTestClock(Date.UTC(2026, 10, 24, 12))
  const ctx = () => ({ db, clock: clock.now }) as unknown as FrameContext
  beforeAll(() => {
    db = database()
  })

  const refused = (n: number) =>
    expect.objectContaining({
      code: 'EMAIL_COOLDOWN',
      status: 429,
      message: `Please try again after ${n} seconds`,
    })

  it('refuses a second claim for the address within 30 s, and allows one after', async () => {
    await claimEmailCooldown(ctx(), 'login', 'a@example.com')
    clock.advance(10_000)
    await expect(claimEmailCooldown(ctx(), 'login', 'a@example.com')).rejects.toThrow(refused(20))
    clock.advance(20_000)
    await expect(claimEmailCooldown(ctx(), 'login', 'a@example.com')).resolves.toBeTypeOf(
      'function',
    )
  })

  it('after a login, allows the next claim at once: for that address and kind only', async () => {
    await claimEmailCooldown(ctx(), 'login', 'b@example.com')
    await claimEmailCooldown(ctx(), 'update', 'b@example.com')
    await claimEmailCooldown(ctx(), 'login', 'c@example.com')
    await clearLoginCooldown(ctx(), 'b@example.com')
    await expect(claimEmailCooldown(ctx(), 'login', 'b@example.com')).resolves.toBeTypeOf(
      'function',
    )
    await expect(claimEmailCooldown(ctx(), 'login', 'b@example.com')).rejects.toThrow(refused(30))
    await expect(claimEmailCooldown(ctx(), 'update', 'b@example.com')).rejects.toThrow(refused(30))
    await expect(claimEmailCooldown(ctx(), 'login', 'c@example.com')).rejects.toThrow(refused(30))
  })

  it('clears nothing for an address with no cooldown', async () => {
    await expect(clearLoginCooldown(ctx(), 'nobody@example.com')).resolves.toBeUndefined()
  })
})
