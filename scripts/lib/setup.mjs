// Shared set-up for `npm start` and `npm test`: a fresh machine has only Node.js and npm, so
// everything else (pnpm, the workspace's packages, Chromium for tests) is installed here when missing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')
const PNPM_VERSION = '10.34.9'

export function log(message) {
  process.stdout.write(`[setup] ${message}\n`)
}

/** The command that runs pnpm here: a global pnpm when present, else pnpm through npx. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm']
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`]
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
}

export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand()
  run(command, [...prefix, ...args], options)
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.modules.yaml')
  const lock = join(root, 'pnpm-lock.yaml')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  log('installing packages (pnpm install --frozen-lockfile)')
  pnpm(['install', '--frozen-lockfile'])
}

/** True when a build output is missing or older than any source it is built from. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((source) => newestMtime(join(root, source)) > built)
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export function ensureBuild({ force = false } = {}) {
  const webSources = ['packages/web', 'packages/core', 'packages/sync-worker', 'packages/devices']
  if (force || isStale(join(root, 'packages/web/dist/index.html'), webSources)) {
    log('building the web app')
    pnpm(['--filter', '@pos/web', 'run', 'build'])
  }
  if (force || isStale(join(root, 'packages/server/dist/main.mjs'), ['packages/server', 'packages/core'])) {
    log('building the server')
    pnpm(['--filter', '@pos/server', 'run', 'build'])
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Installs Debian's chromium for the browser tests when it is absent and we may (root). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    log(`${CHROMIUM} is missing and we are not root: install the chromium package to run the browser tests`)
    return false
  }
  log('installing Debian chromium for the browser tests')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return existsSync(CHROMIUM)
}
