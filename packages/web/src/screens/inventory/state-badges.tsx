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

const TRANSFER_STATES: Record<TransferState, { label: MessageKey; tone: Tone }> = {
  draft: { label: 'inventory.state_draft', tone: 'gray' },
  sent: { label: 'inventory.sent', tone: 'amber' },
  received: { label: 'inventory.received', tone: 'green' },
  cancelled: { label: 'inventory.state_cancelled', tone: 'gray' },
}

export function TransferStateBadge({ state }: { state: TransferState }) {
  const { label, tone } = TRANSFER_STATES[state]
  return <StateBadge label={t(label)} tone={tone} />
}

const STOCKTAKE_STATES: Record<StocktakeState, { label: MessageKey; tone: Tone }> = {
  counting: { label: 'inventory.state_counting', tone: 'blue' },
  completed: { label: 'inventory.completed', tone: 'green' },
  cancelled: { label: 'inventory.state_cancelled', tone: 'gray' },
}

export function StocktakeStateBadge({ state }: { state: StocktakeState }) {
  const { label, tone } = STOCKTAKE_STATES[state]
  return <StateBadge label={t(label)} tone={tone} />
}
