import { type AdyenSim, startAdyenSim } from './adyen/adyen-sim.ts'
import { type EpsonSim, startEpsonSim } from './epson/epson-sim.ts'
import { type KlaviyoSim, startKlaviyoSim } from './klaviyo/klaviyo-sim.ts'
import { type LinklySim, startLinklySim } from './linkly/linkly-sim.ts'
import { type PrintNodeSim, startPrintNodeSim } from './printnode/printnode-sim.ts'
import { type ShippitSim, startShippitSim } from './shippit/shippit-sim.ts'
import { type ShopifySim, startShopifySim } from './shopify/shopify-sim.ts'

export type SimsOptions = {
  /** Fixed ports: epson = base, linkly +1, adyen +2, shopify +3, shippit +4, klaviyo +5, printnode +6. 0 = free. */
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
  shopify: ShopifySim
  shippit: ShippitSim
  klaviyo: KlaviyoSim
  printnode: PrintNodeSim
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
  const shopify = await startShopifySim({ port: port(3) })
  const shippit = await startShippitSim({ port: port(4) })
  const klaviyo = await startKlaviyoSim({ port: port(5) })
  const printnode = await startPrintNodeSim({ port: port(6) })
  return {
    epson,
    linkly,
    adyen,
    shopify,
    shippit,
    klaviyo,
    printnode,
    lines: () => [
      { name: 'epson', url: epson.url },
      { name: 'linkly', url: linkly.url },
      { name: 'adyen', url: adyen.url },
      { name: 'shopify', url: shopify.url },
      { name: 'shippit', url: shippit.url },
      { name: 'klaviyo', url: klaviyo.url },
      { name: 'printnode', url: printnode.url },
    ],
    async close() {
      await Promise.all([
        epson.close(),
        linkly.close(),
        adyen.close(),
        shopify.close(),
        shippit.close(),
        klaviyo.close(),
        printnode.close(),
      ])
    },
  }
}
