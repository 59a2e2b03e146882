/**
 * A declared key's value in a row: a dotted key (`address.city`, `custom.colour`, `settings.pos_store_id`) reads
 * the nested object's value, so a field, column or filter may name a part of a record's object value.
 */
export function valueAt(row: Record<string, unknown> | undefined, key: string): unknown {
  let value: unknown = row
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** Writes a value at a dotted key into a body, making the objects on the way (the form's save). */
export function setValueAt(body: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.')
  const last = parts.pop() as string
  let target = body
  for (const part of parts) {
    const next = target[part]
    if (next === null || typeof next !== 'object' || Array.isArray(next)) target[part] = {}
    target = target[part] as Record<string, unknown>
  }
  target[last] = value
}
