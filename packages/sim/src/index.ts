/**
 * @pos/sim: simulated outside parties, real enough to test against over the wire: an Epson TM printer
 * (ePOS-Print XML), an Adyen cloud Terminal API with terminals, and Linkly Cloud with a PIN pad.
 */
export type { AdyenEntry, AdyenNext, AdyenOutcome, AdyenSim, AdyenSimOptions } from './adyen/adyen-sim.ts'
export { ADYEN_OUTCOMES, startAdyenSim } from './adyen/adyen-sim.ts'
export type { EpsonJob, EpsonMode, EpsonSim, EpsonSimOptions } from './epson/epson-sim.ts'
export { ASB, EPSON_MODES, startEpsonSim } from './epson/epson-sim.ts'
export type { KlaviyoEvent, KlaviyoProfile, KlaviyoSim, KlaviyoSimOptions } from './klaviyo/klaviyo-sim.ts'
export { startKlaviyoSim } from './klaviyo/klaviyo-sim.ts'
export type { LinklyOutcome, LinklySim, LinklySimOptions } from './linkly/linkly-sim.ts'
export { LINKLY_OUTCOMES, startLinklySim } from './linkly/linkly-sim.ts'
export type { PrintNodeJob, PrintNodeSim, PrintNodeSimOptions } from './printnode/printnode-sim.ts'
export { startPrintNodeSim } from './printnode/printnode-sim.ts'
export type { ShippitSim, ShippitSimOptions } from './shippit/shippit-sim.ts'
export { startShippitSim } from './shippit/shippit-sim.ts'
export type { ShopifySim, ShopifySimOptions } from './shopify/shopify-sim.ts'
export { startShopifySim } from './shopify/shopify-sim.ts'
export type { RunningSims, SimsOptions } from './start-sims.ts'
export { startSims } from './start-sims.ts'
