import type { CustomFieldEntity } from '@pos/core'
import { useEffect, useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { type CustomFormValues, customBody, customFormValues, useCustomFields } from './CustomFieldInputs.tsx'

/**
 * The custom fields of one record's form (/admin/custom-fields): the company's fields for `entity`, their values as
 * typed (filled again from `stored` whenever the record is answered), and a refusal's message under its field.
 */
export function useCustomForm(entity: CustomFieldEntity, stored: unknown) {
  const fields = useCustomFields(entity)
  const [values, setValues] = useState<CustomFormValues>({})
  const [errors, setErrors] = useState<Record<string, string>>({})

  useEffect(() => {
    setValues(customFormValues(fields, stored))
  }, [fields, stored])

  return {
    /** What CustomFieldInputs takes. */
    inputs: { fields, values, errors, onChange: setValues },
    /** The save body's `custom`, when the company has custom fields for these records. */
    body: () => (fields.length > 0 ? { custom: customBody(fields, values) } : {}),
    /** Forgets the last refusal, as a save starts. */
    clearErrors: () => setErrors({}),
    /** Shows a refusal under the custom field it names (`custom.{key}`); any other is left to the screen. */
    showRefusal: (error: unknown) => {
      const refusal = refusalOf(error)
      if (refusal?.field?.startsWith('custom.')) setErrors({ [refusal.field]: refusal.message })
    },
  }
}
