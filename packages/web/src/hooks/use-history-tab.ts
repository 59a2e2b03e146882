import { useRouterState } from '@tanstack/react-router'
import { useCallback, useState } from 'react'

type TabState = { posTabs?: Record<string, string> }

function storedTab(group: string): string | undefined {
  const state = window.history.state as TabState | null
  return state?.posTabs?.[group]
}

/**
 * The selected tab of a tab group, kept in this history entry's state (spec 2): going back to a screen
 * shows the tab that was open there, and a reload keeps it. Each group (e.g. 'user-edit') is separate.
 */
export function useHistoryTab<T extends string>(group: string, initial: T): [T, (tab: T) => void] {
  // Re-read on every history move: back and forward change which entry's state we see.
  const locationKey = useRouterState({ select: (s) => s.location.state.key ?? s.location.href })
  const [, rerender] = useState(0)
  const current = (storedTab(group) as T | undefined) ?? initial
  const select = useCallback(
    (tab: T) => {
      const state = (window.history.state ?? {}) as TabState & Record<string, unknown>
      window.history.replaceState({ ...state, posTabs: { ...state.posTabs, [group]: tab } }, '')
      rerender((n) => n + 1)
    },
    [group],
  )
  void locationKey
  return [current, select]
}
