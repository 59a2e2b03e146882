/** The register this browser works as (spec: a register is chosen per browser); the sale screen reads it. */
export const REGISTER_STORAGE_KEY = 'pos.register_id'

export function chosenRegisterId(): number | null {
  const value = Number(window.localStorage.getItem(REGISTER_STORAGE_KEY))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

export function chooseRegister(id: number | null): void {
  if (id === null) window.localStorage.removeItem(REGISTER_STORAGE_KEY)
  else window.localStorage.setItem(REGISTER_STORAGE_KEY, String(id))
}
