import { useCallback, useEffect, useRef, useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { actAndShow } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'

type Errors = Record<string, string>

/** How a document is saved: created (then said and opened) or updated (then said, and shown as answered). */
type SaveSteps<Row> = {
  create: () => Promise<Row>
  created: string
  open: (row: Row) => Promise<unknown>
  update: (id: number) => Promise<Row>
  /** Said after an update; not given when an update only comes before a step (a shipment's Mark as shipped). */
  updated?: string | undefined
}

/**
 * The record behind a document's edit screen (an invoice, a bill, a purchase order, a shipment): read when it has an id, kept
 * as answered and poured into the form by `fill`; its save and its actions, each refusal shown under the field it
 * names (a refusal naming none: under `fallback`, or only as the client's toast when there is none).
 */
export function useDocumentRecord<Row>({
  id,
  get,
  fill,
  fallback,
}: {
  id: number | null
  get: (id: number, signal: AbortSignal) => Promise<Row>
  fill: (row: Row) => void
  fallback?: string
}) {
  const existing = useRequest(id === null ? null : (signal) => get(id, signal), [id])
  const [row, setRow] = useState<Row>()
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const fillRef = useRef(fill)
  fillRef.current = fill
  const load = useCallback((next: Row) => {
    setRow(next)
    fillRef.current(next)
  }, [])
  useEffect(() => {
    if (existing.data) load(existing.data)
  }, [existing.data, load])

  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    const field = refusal?.field?.split('.')[0] ?? fallback
    if (refusal && field) setErrors({ [field]: refusal.message })
  }

  /** Saves the document: the record as answered, or undefined when refused (shown). */
  async function save(steps: SaveSteps<Row>): Promise<Row | undefined> {
    setErrors({})
    setSaving(true)
    try {
      if (id === null) {
        const created = await steps.create()
        showToast(steps.created, 'success')
        await steps.open(created)
        return created
      }
      const updated = await steps.update(id)
      load(updated)
      if (steps.updated) showToast(steps.updated, 'success')
      return updated
    } catch (error) {
      showRefusal(error)
      return undefined
    } finally {
      setSaving(false)
    }
  }

  /** Runs an action of the saved record (approve, cancel…), shows it as answered and says `done`. */
  async function act(run: (id: number) => Promise<Row>, done: string) {
    if (id === null) return
    await actAndShow(() => run(id), load, done, showRefusal)
  }

  return { existing, row, load, errors, setErrors, saving, showRefusal, save, act }
}
