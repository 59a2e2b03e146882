import type { RegisterRecord } from '@pos/core'
import type { ComponentType } from 'react'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RegisterPicker } from './RegisterPicker.tsx'

/**
 * A page of the register's day (open and close, petty cash, the cash drawer): its title, then `Form` for the
 * register this browser works as (RegisterPicker); choosing another register starts a fresh form.
 */
export function RegisterPage({
  title,
  Form,
}: {
  title: string
  Form: ComponentType<{ register: RegisterRecord }>
}) {
  return (
    <>
      <PageHeader title={title} />
      <RegisterPicker>{(register) => <Form key={register.id} register={register} />}</RegisterPicker>
    </>
  )
}
