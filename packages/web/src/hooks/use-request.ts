import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react'

export type RequestState<T> = {
  data: T | undefined
  loading: boolean
  failed: boolean
  reload: () => void
}

/**
 * Runs `load` when `deps` change and keeps its latest answer. A newer load aborts the older one, so a
 * slow answer never overwrites a newer one. Failures were already shown by the API client.
 */
export function useRequest<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
): RequestState<T> {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(load !== null)
  const [failed, setFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    const current = loadRef.current
    if (!current) {
      setLoading(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    setFailed(false)
    current(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return
        setData(answer)
        setLoading(false)
      },
      () => {
        if (controller.signal.aborted) return
        setFailed(true)
        setLoading(false)
      },
    )
    return () => controller.abort()
  }, [...deps, generation])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return { data, loading, failed, reload }
}
