import { LoyaltyProgramAnswerSchema, type LoyaltyProgramPayload, type TierPayload } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Grid, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { LabelledSwitch, SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'

type TierForm = { id: number | null; name: string; points_per_unit: string; minimum: string; maximum: string }
type LoyaltyProgram = LoyaltyProgramPayload

type Form = Omit<LoyaltyProgram, 'tiers' | 'point_value' | 'duration_in_tier_months'> & {
  point_value: string
  duration_in_tier_months: string
  tiers: TierForm[]
}

const CALCULATIONS = ['spend', 'transactions', 'items'] as const

/** Spend bounds are money (typed as dollars), the others counts. */
function boundText(value: number, calculation: LoyaltyProgram['tier_calculation']): string {
  return calculation === 'spend' ? moneyInputText(value) : String(value)
}

function boundValue(text: string, calculation: LoyaltyProgram['tier_calculation']): number {
  if (text.trim() === '') return 0
  return calculation === 'spend' ? (parseMoneyInput(text) ?? Number.NaN) : Number(text)
}

function formOf(program: LoyaltyProgram): Form {
  return {
    ...program,
    point_value: String(program.point_value),
    duration_in_tier_months: String(program.duration_in_tier_months),
    tiers: program.tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      points_per_unit: String(tier.points_per_unit),
      minimum: boundText(tier.qualification_minimum, program.tier_calculation),
      maximum:
        tier.qualification_maximum === 0
          ? ''
          : boundText(tier.qualification_maximum, program.tier_calculation),
    })),
  }
}

function payloadOf(form: Form): LoyaltyProgram {
  return {
    ...form,
    point_value: Number(form.point_value),
    duration_in_tier_months: Number(form.duration_in_tier_months),
    tiers: form.tiers.map(
      (tier): TierPayload => ({
        id: tier.id,
        name: tier.name.trim(),
        points_per_unit: Number(tier.points_per_unit),
        qualification_minimum: boundValue(tier.minimum, form.tier_calculation),
        qualification_maximum: boundValue(tier.maximum, form.tier_calculation),
      }),
    ),
  }
}

/** The loyalty program (spec 2 /admin/loyalty, spec 3) and its tiers; the server checks the ranges. */
export function LoyaltyProgramScreen() {
  const loaded = useRequest(
    (signal) => answers.get(LoyaltyProgramAnswerSchema, 'proxy/loyalty.json', { signal }),
    [],
  )
  const [form, setForm] = useState<Form | undefined>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (loaded.data) setForm(formOf(loaded.data.loyalty))
  }, [loaded.data])

  if (!form) return <PageHeader title={t('loyalty.title')} />
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value })
  const setTier = (index: number, change: Partial<TierForm>) =>
    set(
      'tiers',
      form.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
    )

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    setSaving(true)
    try {
      const answer = await answers.put(LoyaltyProgramAnswerSchema, 'proxy/loyalty.json', payloadOf(form))
      setForm(formOf(answer.loyalty))
      showToast(t('common.saved'), 'success')
    } catch {
      // The server's sentence (e.g. overlapping ranges) was shown.
    } finally {
      setSaving(false)
    }
  }

  const switchRow = (key: 'enabled' | 'customer_opt_in_required' | 'accumulate_points', label: string) => (
    <LabelledSwitch label={label} checked={form[key]} onChange={(checked) => set(key, checked)} />
  )
  const boundHint = form.tier_calculation === 'spend' ? t('loyalty.bound_spend') : t('loyalty.bound_count')

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={t('loyalty.title')}
        description={t('loyalty.intro')}
        actions={
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        }
      />
      <Card size="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Flex direction="column" gap="3">
            {switchRow('enabled', t('loyalty.enabled'))}
            {switchRow('customer_opt_in_required', t('loyalty.opt_in_required'))}
            {switchRow('accumulate_points', t('loyalty.accumulate'))}
          </Flex>
          <Flex direction="column" gap="3">
            <SelectField
              id="tier_calculation"
              label={t('loyalty.tier_calculation')}
              value={form.tier_calculation}
              options={CALCULATIONS.map((calculation) => ({
                value: calculation,
                label: t(`loyalty.calculation_${calculation}`),
              }))}
              onChange={(value) => set('tier_calculation', value)}
            />
            <TextInputField
              id="duration"
              label={t('loyalty.duration')}
              inputMode="numeric"
              value={form.duration_in_tier_months}
              onChange={(text) => set('duration_in_tier_months', text)}
              hint={t('loyalty.duration_hint')}
            />
            <TextInputField
              id="point_value"
              label={t('loyalty.point_value')}
              inputMode="decimal"
              value={form.point_value}
              onChange={(value) => set('point_value', value)}
              hint={t('loyalty.point_value_hint')}
            />
          </Flex>
        </Grid>
      </Card>
      <Flex justify="between" align="center" mt="5" mb="3">
        <Text size="4" weight="bold">
          {t('loyalty.tiers')}
        </Text>
        <Button
          type="button"
          variant="soft"
          onClick={() =>
            set('tiers', [
              ...form.tiers,
              { id: null, name: '', points_per_unit: '1', minimum: '', maximum: '' },
            ])
          }
        >
          <PlusIcon />
          {t('loyalty.add_tier')}
        </Button>
      </Flex>
      <Card size="1">
        <DataTable
          variant="ghost"
          columns={[
            {
              header: t('loyalty.tier_name'),
              cell: (tier, index) => (
                <TextField.Root
                  aria-label={t('loyalty.tier_name_of', { n: index + 1 })}
                  value={tier.name}
                  onChange={(e) => setTier(index, { name: e.target.value })}
                />
              ),
            },
            {
              header: t('loyalty.points_per_unit'),
              cell: (tier, index) => (
                <TextField.Root
                  aria-label={t('loyalty.points_per_unit_of', { n: index + 1 })}
                  inputMode="decimal"
                  value={tier.points_per_unit}
                  onChange={(e) => setTier(index, { points_per_unit: e.target.value })}
                />
              ),
            },
            {
              header: t('loyalty.minimum'),
              cell: (tier, index) => (
                <TextField.Root
                  aria-label={t('loyalty.minimum_of', { n: index + 1 })}
                  inputMode="decimal"
                  value={tier.minimum}
                  placeholder="0"
                  onChange={(e) => setTier(index, { minimum: e.target.value })}
                />
              ),
            },
            {
              header: t('loyalty.maximum'),
              cell: (tier, index) => (
                <TextField.Root
                  aria-label={t('loyalty.maximum_of', { n: index + 1 })}
                  inputMode="decimal"
                  value={tier.maximum}
                  placeholder={t('loyalty.no_maximum')}
                  onChange={(e) => setTier(index, { maximum: e.target.value })}
                />
              ),
            },
            {
              key: 'remove',
              header: null,
              cell: (_tier, index) => (
                <RowRemoveButton
                  label={t('loyalty.remove_tier', { n: index + 1 })}
                  onRemove={() =>
                    set(
                      'tiers',
                      form.tiers.filter((_, at) => at !== index),
                    )
                  }
                />
              ),
            },
          ]}
          rows={form.tiers}
          rowKey={(tier, index) => tier.id ?? `new-${index}`}
          rowAlign="center"
        />
        <Text as="p" size="1" color="gray" m="3">
          {boundHint}
        </Text>
      </Card>
    </form>
  )
}
