import type { RegisterRecord } from '@pos/core'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { t } from '../../i18n/index.ts'
import { assignedRegisters, chooseRegister } from '../../register/sale/register-context.ts'

/** When this browser has no register yet: the registers of the user's store, one button each. */
export function RegisterChooser({ onChosen }: { onChosen: (id: number) => void }) {
  const [registers, setRegisters] = useState<RegisterRecord[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    void assignedRegisters()
      .then((answer) => {
        setRegisters(answer.registers)
        setMessage(answer.message ?? null)
      })
      .catch(() => setRegisters([]))
  }, [])

  return (
    <Card size="4" style={{ maxWidth: 480, margin: '48px auto' }}>
      <Flex direction="column" gap="3">
        <Heading size="5">{t('sale.choose_register')}</Heading>
        {message && <Text color="red">{message}</Text>}
        {registers?.length === 0 && !message && <Text color="gray">{t('sale.no_registers')}</Text>}
        {registers?.map((register) => (
          <Button
            key={register.id}
            size="3"
            variant="soft"
            onClick={() => {
              chooseRegister(register.id)
              onChosen(register.id)
            }}
          >
            {register.name}
          </Button>
        ))}
      </Flex>
    </Card>
  )
}
