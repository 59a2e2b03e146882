import type { RegisterRecord } from '@pos/core'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Callout, Flex, Select, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { chooseRegister, chosenRegisterId } from '../../register/chosen-register.ts'
import { registerApi } from '../../register/register-api.ts'

/**
 * The register this browser works as, among those of the user's store (spec 5): kept in localStorage
 * (`pos.register_id`). A user without a store sees 'Looks like this user doesn't have a store assigned'.
 * Renders `children` with the chosen register once there is one.
 */
export function RegisterPicker({ children }: { children: (register: RegisterRecord) => React.ReactNode }) {
  const assigned = useRequest((signal) => registerApi.assigned(signal), [])
  const [chosen, setChosen] = useState<number | null>(() => chosenRegisterId())
  if (!assigned.data) return null
  const { registers, message } = assigned.data
  if (message) {
    return (
      <Callout.Root color="amber" data-testid="no-store">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          <Text weight="bold">{message}</Text>
          <br />
          {t('day.ask_admin')}
        </Callout.Text>
      </Callout.Root>
    )
  }
  if (registers.length === 0) {
    return (
      <Callout.Root color="gray">
        <Callout.Text>{t('day.no_registers')}</Callout.Text>
      </Callout.Root>
    )
  }
  const register = registers.find((r) => r.id === chosen) ?? null
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="center">
        <Text as="label" htmlFor="register-choice" size="2" weight="medium">
          {t('day.choose_register')}
        </Text>
        <Select.Root
          value={register ? String(register.id) : undefined}
          onValueChange={(value) => {
            chooseRegister(Number(value))
            setChosen(Number(value))
          }}
        >
          <Select.Trigger
            id="register-choice"
            placeholder={t('day.choose_placeholder')}
            style={{ minWidth: 220 }}
          />
          <Select.Content>
            {registers.map((r) => (
              <Select.Item key={r.id} value={String(r.id)}>
                {r.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {register && children(register)}
    </Flex>
  )
}
