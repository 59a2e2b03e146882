// `npm run seed -- --products N [--items M]`: install what is missing, build what changed, then fill a demo
// company (owner demo@example.com) on the database `npm start` uses (DATA_DIR or DATABASE_URL).
import { existsSync } from 'node:fs'
import { ensureBuild, ensureDependencies, root } from './lib/setup.mjs'

ensureDependencies()
ensureBuild({ force: !existsSync(`${root}/packages/server/dist/seed.mjs`) })
await import(`${root}/packages/server/dist/seed.mjs`)
