/** The number of stores a new company's licence allows (company setting `store_licence`). */
export const DEFAULT_STORE_LICENCE = 3

export const STORE_LICENCE_MESSAGE = 'Please upgrade your license to create a new store'

/** Another store may be created while the company has fewer stores than its licence allows [LIC1]. */
export function mayCreateStore(storeCount: number, licence: number): boolean {
  return storeCount < licence
}
