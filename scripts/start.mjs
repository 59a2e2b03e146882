// `npm start`: install what is missing, build what changed, then serve the product (in this same process,
// so that SIGTERM and Ctrl-C reach the server's graceful shutdown directly).
import { ensureBuild, ensureDependencies, root } from './lib/setup.mjs'

ensureDependencies()
ensureBuild()
await import(`${root}/packages/server/dist/main.mjs`)
