import { hasMessage, t } from '../../i18n/index.ts'

/** What made a journal, in words ('Sale', 'Manual journal'); a kind without words of its own reads as itself. */
export function sourceName(kind: string): string {
  const key = `books.source_${kind}`
  return hasMessage(key) ? t(key) : kind.replaceAll('_', ' ')
}
