/**
 * Text PostgreSQL cannot store: U+0000 (refused by `text` and `jsonb`) and a UTF-16 surrogate without its
 * pair (no UTF-8 form). Every payload is checked for it, keys included, before its schema runs, so that no
 * field of any route can carry it to the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is the character this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether `text` holds a character PostgreSQL cannot store. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text)
}

/**
 * The path (as keys) of the first text in a JSON value that PostgreSQL cannot store, or undefined when
 * there is none. A bad key is reported at the key itself.
 */
export function unstorableTextPath(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? [...path] : undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextPath(value[i], [...path, String(i)])
      if (found) return found
    }
    return undefined
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) return [...path, key.replace(UNSTORABLE_ALL, '')]
      const found = unstorableTextPath(item, [...path, key])
      if (found) return found
    }
  }
  return undefined
}

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g')
