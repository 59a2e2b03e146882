import {
  MAX_PAGE_SIZE,
  type RowOf,
  registerResource,
  registerTemplateResource,
  type storeResource,
} from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'
import { stores } from '../../api/resources.ts'

export { stores }

/** Stores, registers and register templates, typed from their core declarations. */
export const registers = resourceClient(registerResource)
export const registerTemplates = resourceClient(registerTemplateResource)

export type StoreRow = RowOf<typeof storeResource>
export type RegisterRow = RowOf<typeof registerResource>
export type RegisterTemplateRow = RowOf<typeof registerTemplateResource>

type Signal = { signal?: AbortSignal }
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {})

/** Every register template (a company has a handful; the list answers up to 250). */
export async function listRegisterTemplates({ signal }: Signal = {}) {
  return (await registerTemplates.list({ limit: MAX_PAGE_SIZE }, withSignal(signal))).rows
}

/** Every register with its store's name. */
export async function listRegisters({ signal }: Signal = {}) {
  return (await registers.list({ limit: MAX_PAGE_SIZE }, withSignal(signal))).rows
}
