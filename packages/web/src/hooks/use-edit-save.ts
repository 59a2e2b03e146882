import { showToast } from '../api/toast.ts'
import { t } from '../i18n/index.ts'
import { useBusy } from './use-busy.ts'

/** An edit screen's save of a new record (`create`) or of the record `id` (`update`). */
type SaveSteps<Created> = {
  create: () => Promise<Created>
  /** The toast after a create. */
  created: string
  /** Where a create goes next (the list, or the new record's page). */
  thenLeave: (answer: Created) => Promise<unknown>
  /** Saves the record and shows what the server answered; "Saved" follows. */
  update: (id: number) => Promise<void>
}

/**
 * The save of a back-office edit screen: `saving` while it runs; a refusal was already shown by the API client
 * (the server's sentence), so the form stays as typed.
 */
export function useEditSave() {
  const { busy: saving, run } = useBusy()
  async function saveRecord<Created>(id: number | null, steps: SaveSteps<Created>): Promise<void> {
    await run(async () => {
      if (id === null) {
        const answer = await steps.create()
        showToast(steps.created, 'success')
        await steps.thenLeave(answer)
        return
      }
      await steps.update(id)
      showToast(t('common.saved'), 'success')
    })
  }
  return { saving, saveRecord }
}

/**
 * Deletes a record, says so and leaves for its list (or, on a list, shows it again); a refusal was shown by the API
 * client.
 */
export async function deleteAndLeave(
  remove: () => Promise<unknown>,
  deleted: string,
  leave: () => Promise<unknown>,
): Promise<void> {
  try {
    await remove()
    showToast(deleted, 'success')
    await leave()
  } catch {
    // Shown by the client.
  }
}

/**
 * Runs an action on a record (approve, ship, cancel...), shows the record as answered (`load`) and says `done`; a
 * refusal goes to `refused`, which shows it by its field.
 */
export async function actAndShow<Row>(
  run: () => Promise<Row>,
  load: (row: Row) => void,
  done: string,
  refused: (error: unknown) => void,
): Promise<void> {
  try {
    load(await run())
    showToast(done, 'success')
  } catch (error) {
    refused(error)
  }
}
