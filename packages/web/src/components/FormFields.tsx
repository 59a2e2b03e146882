import { Button, Flex, Select, Switch, Text, TextField } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { deleteAndLeave } from '../hooks/use-edit-save.ts'
import { t } from '../i18n/index.ts'
import { BackLink } from './BackLink.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { Field } from './Field.tsx'
import { SelectItems } from './SelectItems.tsx'

/** A labelled text box (a Field around one TextField): its hint, or its error in place of the hint. */
export function TextInputField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...input
}: Omit<TextField.RootProps, 'id' | 'value' | 'onChange'> & {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
}) {
  return (
    <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
      <TextField.Root id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </Field>
  )
}

/**
 * A labelled drop-down of fixed choices (a Field around one Select): its hint, or its error in place of the hint.
 * Nothing chosen yet (`value` empty) shows `placeholder`.
 */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder,
  disabled,
}: {
  id: string
  label: string
  value: V | ''
  options: readonly { readonly value: V; readonly label: string }[]
  onChange: (value: V) => void
  error?: string | undefined
  hint?: string | undefined
  placeholder?: string
  disabled?: boolean
}) {
  return (
    <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
      <Select.Root
        value={value || undefined}
        onValueChange={(next) => onChange(next as V)}
        disabled={disabled}
      >
        <Select.Trigger id={id} {...(placeholder ? { placeholder } : {})} />
        <Select.Content>
          <SelectItems options={options} />
        </Select.Content>
      </Select.Root>
    </Field>
  )
}

/** A switch with its label beside it (clicking the label flips it). */
export function LabelledSwitch({
  id,
  label,
  checked,
  onChange,
}: {
  id?: string
  label: string
  checked: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch {...(id ? { id } : {})} checked={checked} onCheckedChange={onChange} />
        {label}
      </Flex>
    </Text>
  )
}

/**
 * An edit screen's header actions: Back to its list, the screen's own actions (`children`), and Save (the
 * form's submit, disabled while the record loads).
 */
export function EditActions({
  back,
  backParams,
  saving,
  loading,
  children,
  canSave = true,
}: {
  /** The list's path, e.g. '/hr/staff'. */
  back: string
  /** The path's parameters, when it has any ('/register/stores/$id'). */
  backParams?: Record<string, string>
  saving: boolean
  loading: boolean
  children?: ReactNode
  /** False when the user may not change the record (no edit right): no Save button. */
  canSave?: boolean
}) {
  return (
    <>
      <BackLink to={back} params={backParams} />
      {children}
      {canSave && (
        <Button type="submit" loading={saving} disabled={loading}>
          {t('common.save')}
        </Button>
      )}
    </>
  )
}

/** A red action that asks first (delete, terminate): the button, the dialog's title and its confirm say `label`. */
export function ConfirmedAction({
  label,
  icon,
  body,
  onConfirm,
}: {
  label: string
  icon?: ReactNode
  body: string
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="soft" color="red">
          {icon}
          {label}
        </Button>
      }
      title={label}
      body={body}
      confirm={label}
      onConfirm={onConfirm}
    />
  )
}

/**
 * The Delete of an edit screen's record: asks first (`body`), deletes it (`remove`), says `deleted` and leaves for
 * its list (`leave`); a refusal was shown by the API client and the screen stays.
 */
export function DeleteAction({
  label = t('common.delete'),
  icon,
  body,
  remove,
  deleted,
  leave,
}: {
  label?: string
  icon?: ReactNode
  body: string
  remove: () => Promise<unknown>
  deleted: string
  leave: () => Promise<unknown>
}) {
  return (
    <ConfirmedAction
      label={label}
      icon={icon}
      body={body}
      onConfirm={() => void deleteAndLeave(remove, deleted, leave)}
    />
  )
}
