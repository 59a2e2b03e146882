import type { PlaylistItem } from '@pos/core'

/**
 * What the media player screen asks the server. The screen is outside the back office: no session, no toasts,
 * its own token header, so it speaks fetch directly instead of the back office's API client.
 */
export type ScreenAnswer =
  | { paired: false; code: string; expires: string }
  | {
      paired: true
      player: { name: string; store: string | null }
      video: { name: string; items: PlaylistItem[] } | null
      audio: { name: string; items: PlaylistItem[] } | null
    }

const TOKEN_KEY = 'media-player-token'
const TOKEN_HEADER = 'X-Player-Token'

/** The screen's answer: its code while unpaired, its playlists once paired; a new code when it is unknown. */
export async function askServer(signal: AbortSignal): Promise<ScreenAnswer> {
  const token = localStorage.getItem(TOKEN_KEY)
  if (token) {
    const response = await fetch('/api/media-player/device', {
      headers: { Accept: 'application/json', [TOKEN_HEADER]: token },
      signal,
    })
    if (response.ok) return (await response.json()) as ScreenAnswer
    if (response.status !== 404) throw new Error(`media player: ${response.status}`)
    localStorage.removeItem(TOKEN_KEY)
  }
  const response = await fetch('/api/media-player/device', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
    signal,
  })
  if (!response.ok) throw new Error(`media player: ${response.status}`)
  const made = (await response.json()) as { code: string; token: string; expires: string }
  localStorage.setItem(TOKEN_KEY, made.token)
  return { paired: false, code: made.code, expires: made.expires }
}

/**
 * Tells the server a paired screen is alive (the player's "last seen"). A write, so a POST: the GET above only
 * reads. Its failure is not the screen's problem: the next poll shows whether the server is reachable.
 */
export async function sendHeartbeat(signal: AbortSignal): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY)
  if (!token) return
  try {
    await fetch('/api/media-player/device/heartbeat', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
      body: '{}',
      signal,
    })
  } catch {
    // Offline or aborted: the poll that follows says so.
  }
}
