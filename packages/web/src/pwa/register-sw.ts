/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { localDatabase } from '../register/local-database.ts'
import { UPDATE_CHECK_MS } from './constants.ts'
import { setPwaState } from './pwa-state.ts'

let update: ((reload?: boolean) => Promise<void>) | null = null
let registration: ServiceWorkerRegistration | undefined

/** Asks the server for a new service worker now (the interval does it every 300000 ms). */
export async function checkForUpdate(): Promise<void> {
  if (!registration || registration.installing || !navigator.onLine) return
  await registration.update()
}

/**
 * Registers the service worker that precaches the app (spec 9) and checks it for an update every
 * 300000 ms. A new version waits until the user presses OK in the update modal (`applyUpdate`).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => setPwaState({ updateReady: true }),
    onRegisteredSW: (_url, found) => {
      registration = found
      setInterval(() => void checkForUpdate().catch(() => {}), UPDATE_CHECK_MS)
    },
  })
  // A hook for the end-to-end test: check now instead of in five minutes.
  ;(window as { __posPwa?: unknown }).__posPwa = { checkForUpdate, version: __APP_VERSION__ }
}

/**
 * OK in the update modal: waits until the sale queue has nothing in flight (a read of the queue comes after
 * every write already started, IndexedDB orders them), then activates the new version and reloads into it.
 */
export async function applyUpdate(): Promise<void> {
  const remote = localDatabase()
  if (remote) {
    try {
      const api = await remote
      await api.sales.pending()
    } catch {
      // No queue to wait for (signed out, or no local database): nothing can be lost.
    }
  }
  if (update) await update(true)
  else window.location.reload()
}
