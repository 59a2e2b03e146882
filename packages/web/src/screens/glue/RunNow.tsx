import { GlueRunAnswerSchema, type GlueRunOutcome } from '@pos/core'
import { Badge, Button, Callout, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes'
import { useState } from 'react'
import { answers } from '../../api/answers.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { t } from '../../i18n/index.ts'

const STATUS = {
  ok: { color: 'green', key: 'glue.status_ok' },
  failed: { color: 'red', key: 'glue.status_failed' },
  skipped: { color: 'gray', key: 'glue.status_skipped' },
} as const

/** "Run now": runs the saved job with a test body and shows each step's outcome (the run log). */
export function RunNow({ jobId, dirty }: { jobId: number | null; dirty: boolean }) {
  const [body, setBody] = useState('{\n  \n}')
  const [running, setRunning] = useState(false)
  const [outcome, setOutcome] = useState<GlueRunOutcome>()

  async function run() {
    if (jobId === null) return
    setRunning(true)
    try {
      const answer = await answers.post(GlueRunAnswerSchema, `proxy/gluejob/${jobId}/run.json`, {
        data: body,
      })
      setOutcome(answer.run)
    } catch {
      // Shown by the client.
    } finally {
      setRunning(false)
    }
  }

  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="1">
        {t('glue.run_title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {jobId === null ? t('glue.save_first') : dirty ? t('glue.unsaved') : t('glue.run_hint')}
      </Text>
      <Field label={t('glue.test_body')} htmlFor="run-body">
        <TextArea
          id="run-body"
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          style={{ fontFamily: 'var(--code-font-family)' }}
        />
      </Field>
      <Flex mt="3">
        <Button type="button" onClick={() => void run()} loading={running} disabled={jobId === null}>
          {t('glue.run_now')}
        </Button>
      </Flex>
      {outcome && (
        <Flex direction="column" gap="3" mt="4" data-testid="run-log">
          <Callout.Root color={outcome.ok ? 'green' : 'red'} size="1">
            <Callout.Text>
              {outcome.ok ? t('glue.run_ok') : t('glue.run_failed', { error: outcome.error })}
            </Callout.Text>
          </Callout.Root>
          <DataTable
            size="1"
            variant="surface"
            columns={[
              { header: t('glue.run_step'), cell: (entry) => entry.number },
              { header: t('glue.name'), cell: (entry) => entry.name },
              {
                header: t('glue.run_status'),
                cell: (entry) => (
                  <Badge color={STATUS[entry.status].color}>{t(STATUS[entry.status].key)}</Badge>
                ),
              },
              {
                header: t('glue.run_message'),
                style: { wordBreak: 'break-word' },
                cell: (entry) => entry.message,
              },
              { header: t('glue.run_ms'), align: 'right', cell: (entry) => entry.ms },
            ]}
            rows={outcome.log}
            // A For Each repeats numbers' prefixes; the order is the key.
            rowKey={(_entry, index) => index}
          />
        </Flex>
      )}
    </Card>
  )
}
