// `pnpm sim [--port-base N] [--printer-out DIR]`: starts every simulator, prints one JSON line each
// ({"name","url"}), then runs until stopped (Ctrl-C / SIGTERM).
import { startSims } from './start-sims.ts'

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}

const portBase = Number(argument('--port-base') ?? 0)
if (!Number.isInteger(portBase) || portBase < 0 || portBase > 65_000) {
  process.stderr.write('--port-base takes a port number\n')
  process.exit(2)
}
const printerOut = argument('--printer-out')
const sims = await startSims({ portBase, ...(printerOut ? { printerOutDir: printerOut } : {}) })
for (const line of sims.lines()) process.stdout.write(`${JSON.stringify(line)}\n`)
const stop = () => {
  sims.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
