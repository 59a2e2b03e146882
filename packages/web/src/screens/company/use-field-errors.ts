import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'

/**
 * A form's errors by field, filled from a server refusal (`{ error, field }`): the screen shows each under its
 * field; the toast was already shown by the API client.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  return {
    errors,
    clear: () => setErrors({}),
    clearField: (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _gone, ...rest } = current
        return rest
      }),
    /** Takes the refusal of a failed save; true when it named a field. */
    show(error: unknown): boolean {
      const refusal = refusalOf(error)
      if (!refusal?.field) return false
      setErrors({ [refusal.field]: refusal.message })
      return true
    },
  }
}
