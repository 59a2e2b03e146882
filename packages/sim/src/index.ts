/**
 * @pos/sim: Simulated terminals, printers, partner APIs and a load driver.
 * Built by its own issue; until then this package exports nothing.
 */
export {}
