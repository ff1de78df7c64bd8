/**
 * Test helper run as its own process (`node --import tsx holdLeaseProcess.ts <url> <key>
 * <retryMs>`): holds an advisory lease and prints `held` once it has it, so a test can kill or
 * freeze an instance that holds the lease, as an operator's crash would.
 */
import { holdAdvisoryLease } from '../db/holdAdvisoryLease.ts'

const [databaseUrl, key, retryMs] = process.argv.slice(2)
if (!databaseUrl || !key || !retryMs) throw new Error('usage: <databaseUrl> <key> <retryMs>')
holdAdvisoryLease({
  databaseUrl,
  key: Number(key),
  retryMs: Number(retryMs),
  onAcquired: () => process.stdout.write('held\n'),
  onLost: () => process.stdout.write('lost\n'),
})
// The lease's timers are unref'd: keep the process alive until it is killed.
setInterval(() => {}, 60_000)
