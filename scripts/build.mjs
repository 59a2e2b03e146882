import { ensureBuild, ensureDependencies } from './lib/setup.mjs'

ensureDependencies()
ensureBuild({ force: true })
