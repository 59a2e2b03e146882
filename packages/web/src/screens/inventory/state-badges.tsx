import {
  FULFILLMENT_STATE_LABELS,
  type FulfillmentState,
  type StocktakeState,
  type TransferState,
} from '@pos/core'
import { Badge } from '@radix-ui/themes'
import { type MessageKey, t } from '../../i18n/index.ts'

type Tone = 'blue' | 'amber' | 'green' | 'gray'

/** A state as a badge: what needs someone stands out (blue, amber), what is finished recedes. */
function StateBadge({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Badge color={tone} variant="soft" radius="full">
      {label}
    </Badge>
  )
}

const FULFILLMENT_TONES: Record<FulfillmentState, Tone> = {
  open: 'blue',
  in_progress: 'amber',
  awaiting_pickup: 'amber',
  closed: 'gray',
}

export function FulfillmentStateBadge({ state }: { state: FulfillmentState }) {
  return <StateBadge label={FULFILLMENT_STATE_LABELS[state]} tone={FULFILLMENT_TONES[state]} />
}

/** A state's wording and tone, for the states whose labels are messages of the web's own. */
type Labelled<S extends string> = Record<S, { label: MessageKey; tone: Tone }>

function LabelledBadge<S extends string>({ states, state }: { states: Labelled<S>; state: S }) {
  const { label, tone } = states[state]
  return <StateBadge label={t(label)} tone={tone} />
}

const TRANSFER_STATES: Labelled<TransferState> = {
  draft: { label: 'inventory.state_draft', tone: 'gray' },
  sent: { label: 'inventory.sent', tone: 'amber' },
  received: { label: 'inventory.received', tone: 'green' },
  cancelled: { label: 'inventory.state_cancelled', tone: 'gray' },
}

/** A transfer state's name, as its badge says it (the list's status filter). */
export function transferStateName(state: TransferState): string {
  return t(TRANSFER_STATES[state].label)
}

export function TransferStateBadge({ state }: { state: TransferState }) {
  return <LabelledBadge states={TRANSFER_STATES} state={state} />
}

const STOCKTAKE_STATES: Labelled<StocktakeState> = {
  counting: { label: 'inventory.state_counting', tone: 'blue' },
  completed: { label: 'inventory.completed', tone: 'green' },
  cancelled: { label: 'inventory.state_cancelled', tone: 'gray' },
}

export function StocktakeStateBadge({ state }: { state: StocktakeState }) {
  return <LabelledBadge states={STOCKTAKE_STATES} state={state} />
}
