import { type AdyenSim, startAdyenSim } from './adyen/adyen-sim.ts'
import { type EpsonSim, startEpsonSim } from './epson/epson-sim.ts'
import { type LinklySim, startLinklySim } from './linkly/linkly-sim.ts'

export type SimsOptions = {
  /** Fixed ports: epson = base, linkly = base + 1, adyen = base + 2. 0 = free ports. */
  portBase?: number
  /** Keep printed jobs here. */
  printerOutDir?: string
  stepMs?: number
  /** Adyen's issuer time-out (real: 150 s). */
  adyenTimeoutMs?: number
}

export type RunningSims = {
  epson: EpsonSim
  linkly: LinklySim
  adyen: AdyenSim
  /** One line per simulator, as `pnpm sim` prints them. */
  lines(): { name: string; url: string }[]
  close(): Promise<void>
}

/** Starts every simulator (`pnpm sim`, and tests). */
export async function startSims(options: SimsOptions = {}): Promise<RunningSims> {
  const base = options.portBase ?? 0
  const port = (offset: number) => (base > 0 ? base + offset : 0)
  const epson = await startEpsonSim({
    port: port(0),
    ...(options.printerOutDir ? { outDir: options.printerOutDir } : {}),
  })
  const linkly = await startLinklySim({
    port: port(1),
    ...(options.stepMs !== undefined ? { stepMs: options.stepMs } : {}),
  })
  const adyen = await startAdyenSim({
    port: port(2),
    ...(options.stepMs !== undefined ? { stepMs: options.stepMs } : {}),
    ...(options.adyenTimeoutMs !== undefined ? { timeoutMs: options.adyenTimeoutMs } : {}),
  })
  return {
    epson,
    linkly,
    adyen,
    lines: () => [
      { name: 'epson', url: epson.url },
      { name: 'linkly', url: linkly.url },
      { name: 'adyen', url: adyen.url },
    ],
    async close() {
      await Promise.all([epson.close(), linkly.close(), adyen.close()])
    },
  }
}
