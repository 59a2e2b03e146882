/**
 * Options and items (spec 3, back-office product): a product has up to three options (Size, Colour...),
 * each with values; every combination of values is one item (variant) with its own SKU and barcode.
 */
export const MAX_OPTIONS = 3
/** The most items one product may have (Square allows 250 variations per item: performance.md 3.13). */
export const MAX_ITEMS_PER_PRODUCT = 250

export type ProductOption = { name: string; values: readonly string[] }
export type ItemOptions = { option1: string; option2: string; option3: string }

/** Option values cleaned: trimmed, empties and repeats (ignoring case) dropped, order kept. */
export function cleanOptionValues(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of values) {
    const value = raw.trim()
    const key = value.toLowerCase()
    if (value === '' || seen.has(key)) continue
    seen.add(key)
    result.push(value)
  }
  return result
}

/**
 * Every combination of the options' values, in order (the first option varies slowest). Options without
 * values are skipped; no option gives one item with empty options.
 */
export function optionCombinations(options: readonly ProductOption[]): ItemOptions[] {
  const lists = options
    .slice(0, MAX_OPTIONS)
    .map((option) => cleanOptionValues(option.values))
    .filter((values) => values.length > 0)
  let combos: string[][] = [[]]
  for (const values of lists) combos = combos.flatMap((combo) => values.map((value) => [...combo, value]))
  return combos.map((combo) => ({
    option1: combo[0] ?? '',
    option2: combo[1] ?? '',
    option3: combo[2] ?? '',
  }))
}

/** The option names of options that have values, in order. */
export function optionNames(options: readonly ProductOption[]): string[] {
  return options
    .slice(0, MAX_OPTIONS)
    .filter((option) => cleanOptionValues(option.values).length > 0)
    .map((option) => option.name.trim())
}

/** A SKU from the style and an item's options: `TEE-RED-XL`; spaces become dashes, upper case. */
export function skuFor(style: string, options: ItemOptions): string {
  return [style, options.option1, options.option2, options.option3]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('-')
    .replace(/\s+/g, '-')
    .toUpperCase()
}

/** The key of an item's option combination, to find which combinations a product already has. */
export function optionsKey(options: ItemOptions): string {
  return [options.option1, options.option2, options.option3]
    .map((value) => value.trim().toLowerCase())
    .join('\u0000')
}

/** The combinations of `options` that `existing` items do not have yet (adding a value adds items). */
export function missingCombinations(
  options: readonly ProductOption[],
  existing: readonly ItemOptions[],
): ItemOptions[] {
  const have = new Set(existing.map(optionsKey))
  return optionCombinations(options).filter((combo) => !have.has(optionsKey(combo)))
}
