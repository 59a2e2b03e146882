/**
 * @pos/devices: Card terminals and printers.
 * Built by its own issue; until then this package exports nothing.
 */
export {}
