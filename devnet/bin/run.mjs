#!/usr/bin/env node
/**
 * The two commands' bootstrap (plain Node, no dependencies): installs what is missing, then runs
 *   start  the whole local stack and the demo
 *   test   typecheck, lint, rules, unit, packages and e2e; non-zero exit on any failure
 *   bench  the speed figures
 *   build  the web apps
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const chromium = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'
const task = process.argv[2]

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? (result.signal ? 1 : 0)
}

/**
 * Runs a check as `run` does, its output passed through as it comes; resolves to its exit status
 * and its last `keep` lines, which `npm test` prints again at its end when the check failed: a
 * CI log that keeps only its tail then still shows why.
 */
function runKeepingTail(command, args, keep = 150) {
  return new Promise((resolve, reject) => {
    // Piped, a child sees no terminal: keep its colours when ours is one.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] })
    let lines = []
    let partial = ''
    const keepLines = (chunk) => {
      const text = partial + chunk.toString('utf8')
      const parts = text.split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
      if (lines.length > keep * 2) lines = lines.slice(-keep)
    }
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      keepLines(chunk)
    })
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk)
      keepLines(chunk)
    })
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (partial) lines.push(partial)
      resolve({ status: code ?? (signal ? 1 : 0), tail: lines.slice(-keep) })
    })
  })
}

function must(command, args, what) {
  const status = run(command, args)
  if (status !== 0) {
    console.error(`\n${what} failed (exit ${status})`)
    process.exit(status)
  }
}

/**
 * Installs from package-lock.json when node_modules is missing or was installed from another
 * lock. `npm install` rather than `npm ci`: the registry here lacks some other platforms' optional
 * binaries (e.g. Biome's), which `npm ci` refuses while `npm install` skips them.
 */
function ensureInstalled() {
  const lock = readFileSync(join(root, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const marker = join(root, 'node_modules', '.portico-lock-hash')
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return
  console.log('Installing npm packages…')
  must('npm', ['install', '--no-audit', '--no-fund'], 'npm install')
  writeFileSync(marker, hash)
}

let aptUpdated = false
/** A Debian package, installed when `present()` says it is missing. */
function ensureDebianPackage(name, present) {
  if (present()) return
  if (process.getuid?.() !== 0) {
    console.error(`${name} is missing. Install it with: sudo apt-get install -y ${name}`)
    process.exit(1)
  }
  console.log(`Installing ${name} (apt-get)…`)
  if (!aptUpdated) must('apt-get', ['update', '-qq'], 'apt-get update')
  aptUpdated = true
  must('apt-get', ['install', '-y', '-qq', name], `apt-get install ${name}`)
}

/** Debian's Chromium for the browser tests; never a browser download. */
const ensureChromium = () => ensureDebianPackage('chromium', () => existsSync(chromium))

/** Debian's PostgreSQL server: the cloud's tests run every route on it as well as on PGlite. */
const ensurePostgres = () =>
  ensureDebianPackage('postgresql', () => {
    const base = '/usr/lib/postgresql'
    return (
      existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')))
    )
  })

/** Debian's Redis: the relay's mailbox and the servers' shared state when several instances run. */
const ensureRedis = () =>
  ensureDebianPackage('redis-server', () => existsSync('/usr/bin/redis-server'))

/**
 * A font for the cloud's logo PNGs: a drawn monogram's letters are set in a system font
 * (cloud/src/icons/rasterizeLogo.ts); Chromium pulls this package in too.
 */
const ensureFonts = () =>
  ensureDebianPackage('fonts-liberation', () => existsSync('/usr/share/fonts/truetype/liberation'))

/** The npm workspaces, as package.json lists them: what the dependency rules check. */
const WORKSPACES = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces
const bin = (name) => join(root, 'node_modules', '.bin', name)
const tsx = (script, extra = []) => [process.execPath, ['--import', 'tsx', script, ...extra]]

switch (task) {
  case 'start': {
    ensureInstalled()
    if (!process.env.PORTICO_REDIS_URL) ensureRedis()
    ensureFonts()
    // One child, the orchestrator itself; it stops every part on SIGINT/SIGTERM.
    const [cmd, args] = tsx('devnet/src/start.ts')
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' })
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
    // npm runs us through `sh -c`, which dies on SIGTERM without passing it on: when our
    // parent is gone, stop the stack too, so nothing is left listening.
    const parent = process.ppid
    setInterval(() => process.ppid !== parent && child.kill('SIGTERM'), 250).unref()
    break
  }
  case 'test': {
    ensureInstalled()
    ensureChromium()
    ensurePostgres()
    ensureRedis()
    ensureFonts()
    const steps = [
      ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
      ['lint', bin('biome'), ['check', '.']],
      // The house's arrows (DESIGN.md §2): no import cycles, shared imports no workspace,
      // shipped code imports no devnet, e2e or test helpers, the modal's logic no UI.
      ['rules', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', ...WORKSPACES]],
      ['unit', bin('vitest'), ['run']],
      // What a dapp installs: build and pack, publint, attw, the example dapp, size budgets.
      ['packages', ...tsx('e2e/packages/checkPackages.ts')],
      ['e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
    ]
    const failed = []
    for (const [name, cmd, args] of steps) {
      console.log(`\n=== ${name} ===`)
      const { status, tail } = await runKeepingTail(cmd, args)
      if (status !== 0) failed.push({ name, tail })
    }
    for (const { name, tail } of failed)
      console.log(
        `\n=== ${name} failed; its last ${tail.length} lines again ===\n${tail.join('\n')}`,
      )
    const names = failed.map((f) => f.name)
    console.log(`\n${names.length ? `failed: ${names.join(', ')}` : 'all checks passed'}`)
    console.log(`checks: ${steps.length - failed.length} passed, ${failed.length} failed`)
    process.exit(failed.length ? 1 : 0)
    break
  }
  case 'bench': {
    ensureInstalled()
    ensureChromium()
    ensurePostgres()
    ensureRedis()
    // The modal, frame and login figures (Chromium), the cloud API under load, then the relay
    // under load and faults (1,000 clients, 1 and 2 nodes). Section names after `bench`
    // (`npm run bench -- signing email`) run only those sections of the first script.
    const sections = process.argv.slice(3).join(',')
    const env = sections ? { ...process.env, BENCH_ONLY: sections } : process.env
    const scripts = [
      'e2e/bench/bench.ts',
      'cloud/bench/cloudBench.ts',
      'devnet/bench/relayBench.ts',
    ]
    for (const script of sections ? scripts.slice(0, 1) : scripts) {
      const [cmd, args] = tsx(script)
      const status = run(cmd, args, { env })
      if (status !== 0) process.exit(status)
    }
    process.exit(0)
    break
  }
  case 'build': {
    ensureInstalled()
    const [cmd, args] = tsx('devnet/src/buildCommand.ts')
    process.exit(run(cmd, args))
    break
  }
  default:
    console.error('usage: node devnet/bin/run.mjs start|test|bench|build')
    process.exit(2)
}
