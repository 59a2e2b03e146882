// The package map of ARCHITECTURE.md, enforced: each package imports only what its row allows, only through
// another package's public entry, and core stays free of I/O, the DOM, Node and implicit clocks or randomness.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** What each package may import besides its own files and Node built-ins where noted (ARCHITECTURE.md). */
const allowed: Record<string, { packages: string[]; node: boolean }> = {
  core: { packages: ['valibot', '@valibot/to-json-schema', 'date-fns'], node: false },
  'sync-worker': {
    packages: [
      '@pos/core',
      'yjs',
      'y-indexeddb',
      'y-websocket',
      'y-protocols',
      'comlink',
      'lib0',
      'flexsearch',
    ],
    node: false,
  },
  devices: { packages: ['@pos/core'], node: false },
  web: {
    packages: [
      '@pos/core',
      '@pos/sync-worker',
      '@pos/devices',
      'react',
      'react-dom',
      '@tanstack/react-router',
      '@radix-ui/themes',
      '@radix-ui/react-icons',
      'comlink',
      'workbox-window',
      'virtual:pwa-register',
      'sonner',
      'uplot',
      'papaparse',
      // The member QR code on the wallet pass preview.
      'qrcode-generator',
      'yjs',
      'vite',
      '@vitejs/plugin-react',
      '@tanstack/router-plugin',
      'vite-plugin-pwa',
    ],
    node: false,
  },
  server: {
    packages: [
      '@pos/core',
      'hono',
      '@hono/node-server',
      'ws',
      'kysely',
      '@electric-sql/pglite',
      'kysely-pglite',
      'pg',
      'pino',
      'nodemailer',
      'yjs',
      'y-protocols',
      'lib0',
      'papaparse',
      'esbuild',
      // Bulk import reads XLSX workbooks; invoices are drawn as PDF (and read back in their test).
      'exceljs',
      'pdfkit',
      'unpdf',
      // Glue's JavaScript steps run in QuickJS (WebAssembly) with a deadline and a memory cap.
      'quickjs-emscripten',
    ],
    node: true,
  },
  // sim: @napi-rs/canvas draws the printer's PNG pictures; fast-xml-parser reads ePOS-Print XML.
  sim: { packages: ['@pos/core', 'ws', 'pino', '@napi-rs/canvas', 'fast-xml-parser'], node: true },
}

/** Test files may also use the test tools. */
const testTools = [
  'vitest',
  'fast-check',
  'playwright-core',
  'fake-indexeddb',
  '@pos/server',
  '@pos/sim',
  'ws',
  // A test may declare a throwaway resource with its own schemas.
  'valibot',
]

function sourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path))
    else if (/\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith('.gen.ts')) files.push(path)
  }
  return files
}

function importsOf(source: string): string[] {
  const found: string[] = []
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(pattern)) found.push((match[1] ?? match[2] ?? match[3])!)
  return found
}

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

describe('package import directions (ARCHITECTURE.md)', () => {
  for (const [name, rule] of Object.entries(allowed)) {
    it(`${name} imports only what the map allows`, () => {
      const violations: string[] = []
      for (const file of sourceFiles(join(root, 'packages', name))) {
        const isTest = /\.(test|bench)\.tsx?$/.test(file) || file.includes('/test/')
        const isConfig = /vite\.config|vitest\.config/.test(file)
        for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
          if (specifier.startsWith('.') || specifier.startsWith('#') || specifier.startsWith('~/')) continue
          if (/\.(css|svg|png|json)(\?.*)?$/.test(specifier) && !specifier.startsWith('@pos/')) continue
          const pkg = packageName(specifier)
          const ok =
            rule.packages.includes(pkg) ||
            (specifier.startsWith('node:') && (rule.node || isTest || isConfig)) ||
            (isTest && testTools.includes(pkg)) ||
            (isConfig && (pkg === 'vitest' || specifier.startsWith('node:')))
          if (!ok) violations.push(`${relative(root, file)} imports '${specifier}'`)
          if (pkg.startsWith('@pos/') && specifier !== pkg) {
            violations.push(`${relative(root, file)} reaches into '${specifier}': import the package's index`)
          }
        }
      }
      expect(violations).toEqual([])
    })
  }

  it('core has no DOM, Node, network, clock or randomness', () => {
    const forbidden = [
      /\bDate\.now\(/,
      /\bnew Date\(\s*\)/,
      /\bMath\.random\(/,
      /\bcrypto\./,
      /\bperformance\.now\(/,
      /\bsetTimeout\(/,
      /\bsetInterval\(/,
      /\bfetch\(/,
      /\bwindow\./,
      /\bdocument\./,
      /\blocalStorage\b/,
      /\bindexedDB\b/,
      /\bprocess\.(env|argv|exit)/,
      /\brequire\(/,
    ]
    const violations: string[] = []
    for (const file of sourceFiles(join(root, 'packages/core/src'))) {
      if (/\.(test|bench)\.ts$/.test(file)) continue
      const text = readFileSync(file, 'utf8')
      for (const pattern of forbidden) {
        if (pattern.test(text)) violations.push(`${relative(root, file)} uses ${pattern}`)
      }
    }
    expect(violations).toEqual([])
  })
})

describe("the web's first load", () => {
  // TanStack Router's code splitting moves what a route's `component` uses into a chunk loaded on demand; what
  // the route object itself uses (its `validateSearch`, a loader) stays in the first page's bundle with every
  // module it imports. A route that took a list's filters from the list's screen, or a search validator from a
  // components barrel, put that screen (and EntityList, Radix's table...) in the register's first load.
  it('route files take only components from screens and component barrels', () => {
    const violations: string[] = []
    const routes = join(root, 'packages/web/src/routes')
    const named = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g
    for (const file of sourceFiles(routes)) {
      for (const match of readFileSync(file, 'utf8').matchAll(named)) {
        const [, typeOnly, names, specifier] = match
        if (typeOnly || !/\/(screens|components)\//.test(specifier!)) continue
        if (!/\.tsx$|\/index\.ts$/.test(specifier!)) continue
        for (const name of names!.split(',').map((part) => part.trim())) {
          if (!name || name.startsWith('type ') || /^[A-Z][a-z]/.test(name)) continue
          violations.push(`${relative(root, file)} imports ${name} from '${specifier}'`)
        }
      }
    }
    expect(violations).toEqual([])
  })
})
