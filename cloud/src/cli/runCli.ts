/**
 * `portico` — the console from a terminal or a CI job:
 *
 *   portico login --email <you>                 mails a code, asks for it, keeps a token
 *   portico logout
 *   portico developer add --email <e> [--save]  bootstrap: a developer + token, straight in the
 *                                               database (the cloud stopped, or DATABASE_URL)
 *   portico project list
 *   portico project create --name <n> [--origin <o>]…
 *   portico project show <id>
 *   portico project add-origin <id> <origin>
 *   portico project remove-origin <id> <origin>
 *   portico project set <id> [--name <n>] [--localhost-any-port on|off] [--analytics on|off]
 *                            [--feature <name>=on|off]… [--connect-order email,social,wallet|dapp]
 *   portico catalogue import <file.json>        the wallet catalogue every instance serves, from
 *                                               a registry file (WalletConnect Explorer's
 *                                               /getWallets JSON), straight in the database
 *   portico catalogue reset                     back to the wallets Portico ships
 *
 * The cloud is PORTICO_CLOUD_URL (default http://127.0.0.1:4100), the token PORTICO_TOKEN or
 * the one `login` saved. `--json` prints the answer as JSON. Exit code 1 on any failure.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { REMOTE_FEATURE_NAMES } from '@portico/shared'
import { z } from 'zod'
import { importWalletCatalogue, resetWalletCatalogue } from '../catalogue/importWalletCatalogue.ts'
import {
  CONSOLE_API,
  newTokenSchema,
  type ProjectView,
  projectListSchema,
  projectViewSchema,
} from '../console/consoleContract.ts'
import { bootstrapDeveloper } from './bootstrapDeveloper.ts'
import { CliError } from './CliError.ts'
import { createConsoleClient } from './consoleClient.ts'
import { readCredentials, removeCredentials, saveCredentials } from './credentialsFile.ts'
import { withCliDatabase } from './openCliDatabase.ts'

export const DEFAULT_CLOUD_URL = 'http://127.0.0.1:4100'
const MAX_SET_ATTEMPTS = 3

export interface CliIo {
  env: NodeJS.ProcessEnv
  out(line: string): void
  err(line: string): void
  /** Asks the user (the login code). */
  ask(question: string): Promise<string>
}

export const processIo = (): CliIo => ({
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ask: async (question) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr })
    try {
      return await rl.question(question)
    } finally {
      rl.close()
    }
  },
})

const anything = z.unknown()
const onOff = (value: string, flag: string) => {
  if (value === 'on' || value === 'true') return true
  if (value === 'off' || value === 'false') return false
  throw new CliError(`${flag} takes on or off, not "${value}"`)
}

function describeProject(p: ProjectView): string[] {
  return [
    `${p.name}  (${p.projectId}, version ${p.version})`,
    `  allowed origins: ${p.allowedOrigins.length ? p.allowedOrigins.join(', ') : '(none)'}`,
    `  localhost on any port: ${p.localhostAnyPort ? 'on' : 'off'}`,
    `  features set: ${
      Object.entries(p.features)
        .map(([k, v]) => `${k}=${v ? 'on' : 'off'}`)
        .join(', ') || "(none: the dapp's options)"
    }`,
    `  connect order: ${p.connectMethodsOrder?.join(', ') ?? "(the dapp's)"}`,
  ]
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await dispatch(argv, io)
    return 0
  } catch (error) {
    io.err(
      `portico: ${error instanceof CliError || error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  }
}

async function dispatch(argv: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      feature: { type: 'string', multiple: true },
      'connect-order': { type: 'string' },
      'localhost-any-port': { type: 'string' },
      analytics: { type: 'string' },
      save: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [group, action, ...args] = positionals
  const saved = readCredentials(io.env)
  const cloudUrl = (io.env.PORTICO_CLOUD_URL ?? saved?.cloudUrl ?? DEFAULT_CLOUD_URL).replace(
    /\/$/,
    '',
  )
  const token = io.env.PORTICO_TOKEN ?? saved?.token
  const client = createConsoleClient(cloudUrl, token)
  const print = (data: unknown, lines: () => string[]) => {
    if (values.json) io.out(JSON.stringify(data, null, 2))
    else for (const line of lines()) io.out(line)
  }
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new CliError(`Missing ${what}. Run \`portico --help\`.`)
    return value
  }

  if (values.help || !group) {
    io.out(USAGE)
    return
  }
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'login': {
      const email = need(values.email, '--email')
      await client.call(anything, 'POST', '/login/code', { auth: false, body: { email } })
      const code = values.code ?? (await io.ask(`Code mailed to ${email}: `)).trim()
      const verify = await fetch(`${cloudUrl}${CONSOLE_API}/login/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code }),
      })
      if (!verify.ok) {
        const body = (await verify.json().catch(() => ({}))) as { message?: string }
        throw new CliError(body.message ?? `HTTP ${verify.status}`)
      }
      const session = verify.headers.get('set-cookie')?.split(';')[0] ?? ''
      const cookieHeaders = { cookie: session, origin: new URL(cloudUrl).origin }
      const created = await client.call(newTokenSchema, 'POST', '/tokens', {
        auth: false,
        headers: cookieHeaders,
        body: { name: `cli ${new Date().toISOString().slice(0, 10)}` },
      })
      await client.call(anything, 'POST', '/logout', { auth: false, headers: cookieHeaders })
      const file = saveCredentials(io.env, { cloudUrl, token: created.token })
      io.out(`Signed in as ${email}; token saved in ${file}`)
      return
    }
    case 'logout':
      removeCredentials(io.env)
      io.out('Signed out (the saved token was removed; revoke it in the console if it leaked)')
      return
    case 'developer add': {
      const email = need(values.email, '--email')
      const result = await bootstrapDeveloper(io.env, email)
      if (values.save) {
        const file = saveCredentials(io.env, { cloudUrl, token: result.token })
        io.out(`Developer ${email} ready; token saved in ${file}`)
      } else print(result, () => [`Developer ${email} ready. Token (shown once):`, result.token])
      return
    }
    case 'catalogue import': {
      const file = need(args[0], 'the catalogue file')
      const result = await withCliDatabase(io.env, (db) => importWalletCatalogue(db, file))
      print(result, () => [
        `Imported ${result.imported} wallets (${result.withLogo} with a library logo); the catalogue serves ${result.served}.`,
      ])
      return
    }
    case 'catalogue reset': {
      const served = await withCliDatabase(io.env, resetWalletCatalogue)
      print({ served }, () => [`Back to the shipped wallets; the catalogue serves ${served}.`])
      return
    }
    case 'project list': {
      const { projects } = await client.call(projectListSchema, 'GET', '/projects')
      print(projects, () =>
        projects.length ? projects.flatMap(describeProject) : ['No projects yet.'],
      )
      return
    }
    case 'project create': {
      const project = await client.call(projectViewSchema, 'POST', '/projects', {
        body: { name: need(values.name, '--name'), allowedOrigins: values.origin ?? [] },
      })
      print(project, () => [`Created ${project.projectId}`, ...describeProject(project)])
      return
    }
    case 'project show': {
      const id = need(args[0], 'the project id')
      const project = await client.call(
        projectViewSchema,
        'GET',
        `/projects/${encodeURIComponent(id)}`,
      )
      print(project, () => describeProject(project))
      return
    }
    case 'project add-origin':
    case 'project remove-origin': {
      const id = encodeURIComponent(need(args[0], 'the project id'))
      const origin = need(args[1], 'the origin')
      const project =
        action === 'add-origin'
          ? await client.call(projectViewSchema, 'POST', `/projects/${id}/origins`, {
              body: { origin },
            })
          : await client.call(
              projectViewSchema,
              'DELETE',
              `/projects/${id}/origins?origin=${encodeURIComponent(origin)}`,
            )
      print(project, () => describeProject(project))
      return
    }
    case 'project set': {
      const id = encodeURIComponent(need(args[0], 'the project id'))
      const changes = settingsFrom(values)
      // Read, change, write with the version read; another edit in between → read again.
      for (let attempt = 1; ; attempt++) {
        const current = await client.call(projectViewSchema, 'GET', `/projects/${id}`)
        try {
          const project = await client.call(projectViewSchema, 'PATCH', `/projects/${id}`, {
            body: {
              version: current.version,
              ...changes.settings,
              ...(changes.features
                ? { features: { ...current.features, ...changes.features } }
                : {}),
            },
          })
          print(project, () => describeProject(project))
          return
        } catch (error) {
          const conflict = error instanceof CliError && error.code === 'PROJECT_VERSION_CONFLICT'
          if (!conflict || attempt >= MAX_SET_ATTEMPTS) throw error
        }
      }
    }
    default:
      throw new CliError(`Unknown command "${positionals.join(' ')}". Run \`portico --help\`.`)
  }
}

function settingsFrom(values: {
  name?: string
  feature?: string[]
  'connect-order'?: string
  'localhost-any-port'?: string
  analytics?: string
}) {
  const settings: Record<string, unknown> = {}
  if (values.name !== undefined) settings.name = values.name
  if (values['localhost-any-port'] !== undefined)
    settings.localhostAnyPort = onOff(values['localhost-any-port'], '--localhost-any-port')
  if (values.analytics !== undefined)
    settings.analyticsEnabled = onOff(values.analytics, '--analytics')
  const order = values['connect-order']
  if (order !== undefined) settings.connectMethodsOrder = order === 'dapp' ? null : order.split(',')
  let features: Record<string, boolean> | undefined
  for (const entry of values.feature ?? []) {
    const [name, value] = entry.split('=')
    if (!name || !(REMOTE_FEATURE_NAMES as readonly string[]).includes(name))
      throw new CliError(
        `--feature takes one of ${REMOTE_FEATURE_NAMES.join(', ')}, as name=on|off`,
      )
    features = { ...features, [name]: onOff(value ?? '', `--feature ${name}`) }
  }
  if (!features && Object.keys(settings).length === 0)
    throw new CliError('Nothing to set. Run `portico --help`.')
  return { settings, features }
}

const USAGE = `portico — manage Portico projects (the console's API)

  portico login --email <you>                 mails a code, asks for it, saves a token
  portico logout                              forgets the saved token
  portico developer add --email <e> [--save]  first developer of a fresh install (works on the
                                              database directly: the cloud stopped, or DATABASE_URL)
  portico project list
  portico project create --name <name> [--origin <origin>]...
  portico project show <id>
  portico project add-origin <id> <origin>     e.g. https://app.example.com, https://*.example.com
  portico project remove-origin <id> <origin>
  portico project set <id> [--name <name>] [--localhost-any-port on|off] [--analytics on|off]
                           [--feature <name>=on|off]... [--connect-order email,social,wallet|dapp]
  portico catalogue import <file.json>         replace the wallet catalogue from a registry file:
                                              WalletConnect Explorer's /getWallets JSON
                                              ({ count, data: [...] }) or an array of wallets
  portico catalogue reset                     back to the wallets Portico ships

  --json  print answers as JSON

Environment: PORTICO_CLOUD_URL (default ${DEFAULT_CLOUD_URL}), PORTICO_TOKEN (a token from the
console or \`login\`), DATABASE_URL / PORTICO_CLOUD_DATA_DIR (for \`developer add\` and \`catalogue\`).`
