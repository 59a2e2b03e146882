// Bundles the server into dist/main.mjs for `npm start` (and dist/seed.mjs for `npm run seed`): our workspace packages (@pos/core and what it
// imports) go into the bundle; the server's own npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@pos/'))

await build({
  // main: the server (`npm start`); seed: the demo data (`npm run seed`).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    seed: new URL('./src/seed/main.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
