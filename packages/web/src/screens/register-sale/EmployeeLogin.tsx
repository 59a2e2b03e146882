import type { PosCode } from '@pos/core'
import type { LocalDatabaseRemote } from '@pos/sync-worker'
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useEffect, useState } from 'react'
import { t } from '../../i18n/index.ts'

type Props = { db: LocalDatabaseRemote | null; onChoose: (employee: PosCode) => void }

/** POS employee login (spec 6): a POS code and Enter, or a name search; answers from the local database. */
export function EmployeeLogin({ db, onChoose }: Props) {
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [matches, setMatches] = useState<PosCode[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = db ? await db.staff.byPosCode(code.trim()) : null
    if (found) onChoose(found)
    else setProblem(t('sale.pos_code_unknown', { code: code.trim() }))
  }

  useEffect(() => {
    if (!db || name.trim().length < 2) {
      setMatches([])
      return
    }
    let live = true
    void db.staff.search(name.trim(), 8).then((found) => live && setMatches(found))
    return () => {
      live = false
    }
  }, [db, name])

  return (
    <Card size="4" style={{ maxWidth: 440, margin: '48px auto' }}>
      <Flex direction="column" gap="4">
        <Heading size="6">{t('sale.employee_title')}</Heading>
        <form onSubmit={submit}>
          <Flex gap="2">
            <TextField.Root
              size="3"
              autoFocus
              aria-label={t('sale.pos_code')}
              placeholder={t('sale.pos_code')}
              type="password"
              inputMode="numeric"
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                setProblem(null)
              }}
              style={{ flex: 1 }}
            />
            <Button size="3" type="submit">
              OK
            </Button>
          </Flex>
        </form>
        {problem && (
          <Text color="red" role="alert">
            {problem}
          </Text>
        )}
        <Text size="2" color="gray">
          {t('sale.or_name')}
        </Text>
        <TextField.Root
          aria-label={t('sale.employee_name')}
          placeholder={t('sale.employee_name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Flex direction="column" gap="1">
          {matches.map((person) => (
            <Button key={person.id} variant="soft" color="gray" onClick={() => onChoose(person)}>
              {person.display_name}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  )
}
