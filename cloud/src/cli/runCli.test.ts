/**
 * The `portico` CLI against a running cloud, as a developer or a CI job uses it: login with the
 * mailed code, projects and origins, settings, errors as one line and exit code 1; and the
 * bootstrap of a first developer straight in a PGlite data dir (refused while a cloud holds it).
 */
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningMailCatcher, startMailCatcher } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer } from '../createCloudServer.ts'
import { openTestDatabase, type TestDatabase } from '../testing/describeOnBothDatabases.ts'
import { useTestCloud } from '../testing/testCloud.ts'
import { credentialsPath } from './credentialsFile.ts'
import { type CliIo, runCli } from './runCli.ts'

let mail: RunningMailCatcher
let database: TestDatabase
beforeAll(async () => {
  mail = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 })
  database = await openTestDatabase('pglite')
}, 60_000)
afterAll(async () => {
  await mail?.stop()
  await database?.db.close()
})

/** Runs the CLI with its own config dir; returns the exit code and what it printed. */
function cli(env: NodeJS.ProcessEnv) {
  return async (...argv: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const io: CliIo = {
      env,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      ask: async () => {
        for (let i = 0; i < 100; i++) {
          const code = [...mail.messages()].reverse()[0]?.text.match(/\b(\d{6})\b/)?.[1]
          if (code) return code
          await new Promise((r) => setTimeout(r, 50))
        }
        throw new Error('no code mailed')
      },
    }
    const code = await runCli(argv, io)
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
}

describe('portico CLI', () => {
  const cloud = useTestCloud(
    () => database,
    () => ({
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <console@portico.test>' },
    }),
  )
  const configDir = mkdtempSync(join(tmpdir(), 'portico-cli-'))
  const env = () => ({ PORTICO_CLOUD_URL: cloud().url, PORTICO_CONFIG_DIR: configDir })

  it('signs in with the mailed code and manages a project end to end', async () => {
    const run = cli(env())
    expect((await run('project', 'list')).err).toMatch(/Not signed in/)

    const login = await run('login', '--email', 'cli-dev@dev.test')
    expect(login).toMatchObject({ code: 0 })
    expect(login.out).toMatch(/Signed in as cli-dev@dev.test/)
    // The token file is the user's only.
    expect(statSync(credentialsPath(env())).mode & 0o777).toBe(0o600)

    const created = await run(
      'project',
      'create',
      '--name',
      'Shop',
      '--origin',
      'https://shop.test',
      '--json',
    )
    expect(created.code).toBe(0)
    const project = JSON.parse(created.out) as { projectId: string }
    const id = project.projectId

    expect((await run('project', 'add-origin', id, 'https://*.shop.test')).code).toBe(0)
    const bad = await run('project', 'add-origin', id, 'http://*.shop.test')
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/^portico: Invalid input[\s\S]*origin: Invalid origin/)

    const set = await run(
      'project',
      'set',
      id,
      '--feature',
      'swaps=off',
      '--connect-order',
      'wallet,email',
      '--localhost-any-port',
      'on',
    )
    expect(set.code).toBe(0)
    expect((await run('project', 'set', id, '--feature', 'onramp=off')).code).toBe(0)
    const shown = JSON.parse((await run('project', 'show', id, '--json')).out)
    expect(shown).toMatchObject({
      allowedOrigins: ['https://shop.test', 'https://*.shop.test'],
      features: { swaps: false, onramp: false },
      connectMethodsOrder: ['wallet', 'email'],
      localhostAnyPort: true,
    })

    expect((await run('project', 'remove-origin', id, 'https://shop.test')).code).toBe(0)
    const list = await run('project', 'list')
    expect(list.out).toContain(`Shop  (${id}`)
    expect(list.out).toContain('allowed origins: https://*.shop.test')

    expect((await run('project', 'set', id, '--feature', 'teleport=on')).err).toMatch(
      /--feature takes one of/,
    )
    expect((await run('project', 'frobnicate')).code).toBe(1)
    expect((await run('logout')).code).toBe(0)
    expect((await run('project', 'list')).err).toMatch(/Not signed in/)
  })

  it('bootstraps a first developer in a fresh data dir, not while a cloud holds it', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portico-boot-')), 'pglite')
    const run = cli({ PORTICO_CLOUD_DATA_DIR: dataDir, PORTICO_CONFIG_DIR: configDir })
    const boot = await run('developer', 'add', '--email', 'root@dev.test', '--json')
    expect(boot.code).toBe(0)
    const { token } = JSON.parse(boot.out) as { token: string }

    const server = await createCloudServer({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      indexer: false,
      chains: [],
    })
    try {
      const held = await run('developer', 'add', '--email', 'second@dev.test')
      expect(held.code).toBe(1)
      expect(held.err).toMatch(/in use by process/)
      const withToken = cli({
        PORTICO_CLOUD_URL: server.url,
        PORTICO_TOKEN: token,
        PORTICO_CONFIG_DIR: configDir,
      })
      expect((await withToken('project', 'list')).out).toBe('No projects yet.')
    } finally {
      await server.stop()
    }
  }, 60_000)
})
