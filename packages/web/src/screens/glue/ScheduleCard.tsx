import { MONTHS, nextRun, SCHEDULE_PERIODS, type Schedule, type SchedulePeriod, WEEKDAYS } from '@pos/core'
import { Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { LabelledSwitch, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'

/** The next run in UTC, as the schedule's times are. */
const utc = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

type Props = { schedule: Schedule; error?: string | undefined; onChange: (schedule: Schedule) => void }

function toggled(list: readonly number[], value: number, on: boolean): number[] {
  return on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((item) => item !== value)
}

/** A scheduled job's period, start (UTC), weekdays, months and day (or last day), with its next run. */
export function ScheduleCard({ schedule, error, onChange }: Props) {
  const set = (patch: Partial<Schedule>) => onChange({ ...schedule, ...patch })
  const next = nextRun(schedule, new Date())
  return (
    <Card mb="4">
      <Heading as="h2" size="4" mb="1">
        {t('glue.schedule')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('glue.schedule_hint')}
        {next ? ` ${t('glue.next_run', { when: `${utc.format(next)} UTC` })}` : ''}
      </Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3" mb="3">
        <SelectField
          id="schedule-period"
          label={t('glue.period')}
          value={schedule.period}
          options={SCHEDULE_PERIODS}
          onChange={(period) => set({ period: period as SchedulePeriod })}
        />
        <TextInputField
          id="schedule-start"
          label={t('glue.start')}
          type="datetime-local"
          value={schedule.start}
          onChange={(value) => set({ start: value.slice(0, 16) })}
          error={error}
        />
      </Grid>
      {schedule.period === 'monthly' && (
        <Flex gap="4" align="end" mb="3" wrap="wrap">
          <TextInputField
            id="schedule-day"
            label={t('glue.day')}
            type="number"
            min={1}
            max={31}
            disabled={schedule.last_day}
            value={String(schedule.day)}
            style={{ width: '6rem' }}
            onChange={(value) => set({ day: Number(value) })}
          />
          <LabelledSwitch
            id="schedule-last-day"
            label={t('glue.last_day')}
            checked={schedule.last_day}
            onChange={(last_day) => set({ last_day })}
          />
        </Flex>
      )}
      {schedule.period !== 'once' && schedule.period !== 'monthly' && (
        <TickRow
          title={t('glue.weekdays')}
          noneMeans={t('glue.any_day')}
          names={WEEKDAYS}
          first={0}
          chosen={schedule.weekdays}
          onChange={(weekdays) => set({ weekdays })}
          margin="0 0 12px"
        />
      )}
      {schedule.period !== 'once' && (
        <TickRow
          title={t('glue.months')}
          noneMeans={t('glue.any_month')}
          names={MONTHS}
          first={1}
          chosen={schedule.months}
          onChange={(months) => set({ months })}
          margin={0}
        />
      )}
    </Card>
  )
}

/**
 * Some of a schedule's weekdays or months, a tick box each (shown by its first three letters); a name's number is
 * its place counted from `first`. None ticked means any (`noneMeans`).
 */
function TickRow({
  title,
  noneMeans,
  names,
  first,
  chosen,
  onChange,
  margin,
}: {
  title: string
  noneMeans: string
  names: readonly string[]
  first: number
  chosen: readonly number[]
  onChange: (chosen: number[]) => void
  margin: string | number
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin }}>
      <Text as="div" size="2" weight="medium" mb="1">
        {title}{' '}
        <Text color="gray" weight="regular">
          {noneMeans}
        </Text>
      </Text>
      <Flex gap="3" wrap="wrap">
        {names.map((name, index) => (
          <Text as="label" size="2" key={name}>
            <Flex gap="1" align="center">
              <Checkbox
                checked={chosen.includes(first + index)}
                onCheckedChange={(on) => onChange(toggled(chosen, first + index, on === true))}
              />
              {name.slice(0, 3)}
            </Flex>
          </Text>
        ))}
      </Flex>
    </fieldset>
  )
}
