import type { FulfillmentNotice, FulfillmentsEvent } from '@pos/sync-worker'
import { useSyncExternalStore } from 'react'

/**
 * The page's side of the register's fulfillment watch: the open fulfillments the sync worker last found for the
 * user's warehouses, and the new ones not yet dismissed (the alert of users with "alert on new fulfillment").
 */
export type OpenFulfillmentsState = {
  readonly open: readonly FulfillmentNotice[]
  /** Opened since the register started and not dismissed, newest last. */
  readonly unseen: readonly FulfillmentNotice[]
}

const EMPTY: OpenFulfillmentsState = { open: [], unseen: [] }
let state: OpenFulfillmentsState = EMPTY
const listeners = new Set<() => void>()

function set(next: OpenFulfillmentsState): void {
  state = next
  for (const listener of listeners) listener()
}

/** A look of the worker: what is open now; new ones join the unseen, and those no longer open leave them. */
export function tellFulfillments(event: FulfillmentsEvent): void {
  const open = new Set(event.open.map((fulfillment) => fulfillment.id))
  const unseen = [...state.unseen, ...event.added].filter(
    (fulfillment, index, all) =>
      open.has(fulfillment.id) && all.findIndex((other) => other.id === fulfillment.id) === index,
  )
  set({ open: event.open, unseen })
}

export function dismissFulfillments(): void {
  if (state.unseen.length > 0) set({ ...state, unseen: [] })
}

/** Sign-out or another user: nothing is known. */
export function forgetFulfillments(): void {
  if (state !== EMPTY) set(EMPTY)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenFulfillments(): OpenFulfillmentsState {
  return useSyncExternalStore(subscribe, () => state)
}
