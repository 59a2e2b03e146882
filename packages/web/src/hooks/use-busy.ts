import { useState } from 'react'

/**
 * One request of a screen at a time (a save, an action): `busy` while `run` runs it. A refusal was already shown
 * by the API client (the server's sentence), so what was typed stays for the user to correct.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false)
  async function run(work: () => Promise<unknown>): Promise<void> {
    setBusy(true)
    try {
      await work()
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
