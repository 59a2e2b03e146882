import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { TextField } from '@radix-ui/themes'
import type { CSSProperties } from 'react'
import { t } from '../i18n/index.ts'

/** A search box with its magnifier: what is typed goes to `onChange`; the screen decides when it searches. */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = t('common.search'),
  id,
  style = { flex: '1 1 260px', maxWidth: 420 },
}: {
  value: string
  onChange: (text: string) => void
  placeholder: string
  /** Its accessible name (Search unless the box finds something in particular). */
  label?: string
  id?: string
  style?: CSSProperties
}) {
  return (
    <TextField.Root
      {...(id ? { id } : {})}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={style}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon />
      </TextField.Slot>
    </TextField.Root>
  )
}
