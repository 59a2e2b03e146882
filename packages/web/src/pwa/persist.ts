import { setPwaState } from './pwa-state.ts'

type StorageLike = { persisted?(): Promise<boolean>; persist?(): Promise<boolean> }

/**
 * Asks the browser to keep this origin's storage (the local database and the sale queue) when space runs
 * short, and records the answer: the register shows a warning when it was refused.
 */
export async function requestPersistentStorage(
  storage: StorageLike | undefined = globalThis.navigator?.storage,
): Promise<boolean | null> {
  if (!storage?.persist) return null
  try {
    const already = storage.persisted ? await storage.persisted() : false
    const persisted = already || (await storage.persist())
    setPwaState({ persisted })
    return persisted
  } catch {
    setPwaState({ persisted: false })
    return false
  }
}
