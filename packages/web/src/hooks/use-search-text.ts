import { useEffect, useRef, useState } from 'react'

/** How long after the last key a search box searches. */
export const SEARCH_DELAY_MS = 250

/**
 * What is typed in a search box, and the search it makes (trimmed) a moment after the typing stops; `onSearch`
 * hears each new search (a list goes back to its first page).
 */
export function useSearchText(onSearch?: (search: string) => void) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => {
    const next = text.trim()
    if (next === search) return
    const timer = window.setTimeout(() => {
      setSearch(next)
      latest.current?.(next)
    }, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [text, search])
  return { text, setText, search }
}
