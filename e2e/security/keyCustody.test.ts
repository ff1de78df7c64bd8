/**
 * Probe (issue 17, secure-frame/KEYS.md): no single party can sign for an e-mail wallet.
 *
 * Wallets are made, recovered on a second browser and migrated from the old scheme by the
 * frame's own worker code (walletOps) against a real frame server that keeps PGlite and its key
 * files in a data dir. Then two attackers try, each with everything its party holds:
 * - the operator: a copy of the frame server's data dir (database + every key file in it);
 * - a thief of one browser profile: its IndexedDB records and the use of its non-extractable
 *   device AES key (a copied profile can run it).
 * Each decrypts all it can, combines every pair of share-sized values and reads every 32- and
 * 64-byte value as a key; no candidate may give a wallet's address. Both parties together (the
 * normal flow) sign, and the probe prints what each attacker held and tried.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { base58 } from '@scure/base'
import { combine } from 'shamir-secret-sharing'
import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { frameApiOverClient } from '../../secure-frame/app/testing/createServerFrameApi.ts'
import {
  createMemoryDeviceShareStore,
  type DeviceShareStore,
} from '../../secure-frame/app/wallet/deviceShareStore.ts'
import { AAD, openBytes } from '../../secure-frame/app/wallet/shareCrypto.ts'
import { createWalletOps } from '../../secure-frame/app/wallet/walletOps.ts'
import { walletAddressesOf } from '../../secure-frame/app/wallet/walletSecret.ts'
import { createWalletServer } from '../../secure-frame/app/wallet/walletServer.ts'
import type { WalletWorkerApi } from '../../secure-frame/app/wallet/walletWorkerApi.ts'
import { openFrameDatabase } from '../../secure-frame/server/db/openFrameDatabase.ts'
import { decryptPrivateKey } from '../../secure-frame/server/keys/encryptPrivateKey.ts'
import { loadMasterKey } from '../../secure-frame/server/keys/loadMasterKey.ts'
import { createDeviceKey } from '../../secure-frame/server/proof/createDeviceProof.ts'
import { createFrameApiClient } from '../../secure-frame/server/testing/frameApiClient.ts'
import { insertLegacyUser } from '../../secure-frame/server/testing/insertLegacyUser.ts'
import { loginByEmail } from '../../secure-frame/server/testing/loginByEmail.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
} from '../../secure-frame/server/testing/startFrameTestEnv.ts'

const PASSWORD = 'a long random recovery password 7f3c9a'

interface Browser {
  ops: WalletWorkerApi
  token: string
  store: ReturnType<typeof createMemoryDeviceShareStore>
}

let env: FrameTestEnv
let dataDir: string
const wallets: { evmAddress: string; solanaAddress: string }[] = []
const browsers: Browser[] = []

async function openBrowser(email: string, store = createMemoryDeviceShareStore()) {
  const client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  const { token } = await loginByEmail(client, env.mail, email)
  env.clock.advance(31_000) // past the code cooldown, so the next login of this address mails
  const ops = createWalletOps({
    server: createWalletServer(frameApiOverClient(client)),
    store: store as DeviceShareStore,
  })
  const browser = { ops, token, store }
  browsers.push(browser)
  return browser
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'key-custody-'))
  env = await startFrameTestEnv({ dataDir })
  // A new wallet with a recovery password, then a second browser that recovered it.
  const laptop = await openBrowser('custody-new@example.com')
  const made = await laptop.ops.ensureWallet(laptop.token)
  await laptop.ops.setRecoveryPassword(laptop.token, PASSWORD)
  const phone = await openBrowser('custody-new@example.com')
  expect((await phone.ops.ensureWallet(phone.token)).enrolled).toBe(false)
  expect(
    (await phone.ops.recover(phone.token, { kind: 'password', password: PASSWORD })).evmAddress,
  ).toBe(made.evmAddress)
  wallets.push(made)
  // A user of the old scheme, re-split at their next login.
  const masterKey = readMasterKey(dataDir)
  const legacy = await insertLegacyUser({ db: env.frame.db, masterKey }, 'custody-old@example.com')
  const old = await openBrowser('custody-old@example.com')
  const migrated = await old.ops.ensureWallet(old.token)
  expect(migrated.evmAddress).toBe(legacy.wallet.evmAddress)
  wallets.push(migrated)
}, 120_000)

let frameStopped = false
/** What the operator's copy gave, for the control at the end (both parties together). */
const operatorBlobs: Uint8Array[] = []
afterAll(async () => {
  if (env && !frameStopped) await env.stop()
  else if (env) await Promise.all([env.cloud.stop(), env.mail.stop()])
  if (env) rmSync(env.distDir, { recursive: true, force: true })
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The master key as the frame server reads it from its data dir (the operator has the file). */
const readMasterKey = (dir: string): Buffer => loadMasterKey({}, dir)

/** Every regular file under `dir` (the operator's copy holds them all). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Byte strings an attacker can read out of a text value: base64url, base64, hex, base58. */
function decodings(value: string): Uint8Array[] {
  const out: Uint8Array[] = []
  for (const part of value.split(/[.:$\s]/).filter(Boolean)) {
    if (/^(0x)?[0-9a-fA-F]+$/.test(part) && part.length % 2 === 0)
      out.push(Buffer.from(part.replace(/^0x/, ''), 'hex'))
    if (/^[A-Za-z0-9_-]+={0,2}$/.test(part)) out.push(Buffer.from(part, 'base64url'))
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(part)) out.push(Buffer.from(part, 'base64'))
    try {
      out.push(base58.decode(part))
    } catch {}
  }
  return out
}

/** Whether any candidate, read as a wallet secret or as one key, gives a wallet's address. */
async function candidatesHitAWallet(found: Uint8Array[]): Promise<{ tried: number; hit: boolean }> {
  // Plain copies: a Node Buffer may be a view into a shared pool, which the share library misreads.
  const blobs = found.map((bytes) => Uint8Array.from(bytes))
  const evm = new Set(wallets.map((w) => w.evmAddress.toLowerCase()))
  const sol = new Set(wallets.map((w) => w.solanaAddress))
  const hits = (secret: Uint8Array) => {
    try {
      const a = walletAddressesOf(secret)
      return evm.has(a.evmAddress.toLowerCase()) || sol.has(a.solanaAddress)
    } catch {
      return false // not a valid scalar
    }
  }
  let tried = 0
  const asSecret = (bytes: Uint8Array): Uint8Array[] => {
    if (bytes.length === 64) return [bytes]
    // A lone 32-byte value as the EVM key (first half) or the Solana seed (second half).
    if (bytes.length === 32) {
      const a = new Uint8Array(64)
      a.set(bytes, 0)
      a.set(bytes, 32)
      return [a]
    }
    return []
  }
  for (const blob of blobs) {
    for (const secret of asSecret(blob)) {
      tried++
      if (hits(secret)) return { tried, hit: true }
    }
  }
  const shareSized = blobs.filter((b) => b.length === 65)
  for (let i = 0; i < shareSized.length; i++) {
    for (let j = i + 1; j < shareSized.length; j++) {
      tried++
      const combined = await combine([shareSized[i] as Uint8Array, shareSized[j] as Uint8Array])
        .then((secret) => secret)
        .catch(() => undefined)
      if (combined?.length === 64 && hits(combined)) return { tried, hit: true }
    }
  }
  return { tried, hit: false }
}

it('the device and the server together sign (the normal flow)', async () => {
  const [laptop] = browsers
  if (!laptop) throw new Error('no browser')
  const message = 'both parties'
  const signature = await laptop.ops.signEvm(laptop.token, { kind: 'message', message })
  expect(await recoverMessageAddress({ message, signature })).toBe(wallets[0]?.evmAddress)
}, 60_000)

// Last: it stops the frame server, so that its data dir is copied whole.
it('a copy of the frame server’s database and every key file gives no key', async () => {
  frameStopped = true
  await env.frame.stop()
  const copy = mkdtempSync(join(tmpdir(), 'operator-copy-'))
  try {
    cpSync(dataDir, copy, { recursive: true })
    const masterKey = readMasterKey(copy)
    const db = await openFrameDatabase({ dataDir: copy })
    const blobs: Uint8Array[] = []
    let values = 0
    try {
      const { rows: tables } = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      )
      for (const { table_name } of tables) {
        const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${table_name}`)
        for (const row of rows)
          for (const value of Object.values(row))
            if (typeof value === 'string') {
              values++
              blobs.push(...decodings(value))
            }
      }
      // What the master key opens: every auth share (as the server does to release one).
      const { rows: enrolments } = await db.query<{
        id: string
        user_id: string
        auth_share: string
      }>('SELECT id, user_id, auth_share FROM wallet_enrolments')
      for (const row of enrolments)
        blobs.push(decryptPrivateKey(masterKey, row.auth_share, `auth:${row.user_id}:${row.id}`))
      // The old whole keys are gone.
      const { rows: legacy } = await db.query(
        'SELECT 1 FROM users WHERE evm_private_key IS NOT NULL OR solana_private_key IS NOT NULL',
      )
      expect(legacy).toHaveLength(0)
      expect(enrolments).toHaveLength(3)
    } finally {
      await db.close()
    }
    for (const file of filesUnder(copy)) {
      const bytes = readFileSync(file)
      if (bytes.length <= 4096) {
        blobs.push(bytes)
        blobs.push(...decodings(bytes.toString('utf8')))
      }
    }
    operatorBlobs.push(...blobs)
    const { tried, hit } = await candidatesHitAWallet(blobs)
    console.log(
      `  operator's copy: ${values} database values, ${filesUnder(copy).length} files, ` +
        `${tried} candidate keys tried, ${hit ? 'A KEY FOUND' : 'no key found'}`,
    )
    expect(hit).toBe(false)
    expect(tried).toBeGreaterThan(3)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}, 120_000)

it('a copy of one browser’s storage, even able to use its device key, gives no key', async () => {
  let tried = 0
  for (const browser of browsers) {
    const { aesKey, records } = browser.store.dump()
    if (!aesKey) continue
    const blobs: Uint8Array[] = []
    for (const record of records) {
      blobs.push(await openBytes(aesKey, record.deviceShare, AAD.deviceShare(record.enrolmentId)))
      blobs.push(await openBytes(aesKey, record.recoveryKey, AAD.deviceRecoveryKey))
      for (const value of Object.values(record)) blobs.push(...decodings(String(value)))
    }
    // A lone share does not combine; try the share against each other value the profile holds.
    const share = blobs[0] as Uint8Array
    await expect(combine([share])).rejects.toThrow()
    const result = await candidatesHitAWallet(blobs)
    tried += result.tried
    expect(result.hit).toBe(false)
  }
  console.log(`  browser copies: ${browsers.length} profiles, ${tried} candidate keys tried, none`)
  expect(tried).toBeGreaterThan(0)
  // The control: the same search over both copies together finds the key (so it would above).
  const [laptop] = browsers
  const record = laptop?.store.dump()
  if (!record?.aesKey || !record.records[0]) throw new Error('no browser record')
  const deviceShare = await openBytes(
    record.aesKey,
    record.records[0].deviceShare,
    AAD.deviceShare(record.records[0].enrolmentId),
  )
  expect(operatorBlobs.length).toBeGreaterThan(0)
  expect((await candidatesHitAWallet([deviceShare, ...operatorBlobs])).hit).toBe(true)
})
