import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'
import {
  MEMBER_BARCODES,
  type MemberBarcode,
  WALLET_TEMPLATE_KINDS,
  type WalletTemplateKind,
  WalletTemplatePayloadSchema,
} from './wallet-templates.ts'

const KINDS = Object.keys(WALLET_TEMPLATE_KINDS) as WalletTemplateKind[]
const KIND_LABELS: Record<WalletTemplateKind, string> = {
  giftcard: 'Gift cards',
  loyalty: 'Loyalty',
  promotion: 'Promotions',
}

/** A loyalty card's own text: answered on loyalty templates, absent on the others. */
const loyaltyText = v.optional(v.string())

/** Wallet pass templates (spec 2 /admin/wallet/templates, spec 3, 5): the pass's look, texts and stores. */
export const walletTemplateResource = defineResource({
  name: 'wallettemplate',
  plural: 'wallettemplates',
  table: 'wallet_templates',
  label: { one: 'Wallet template', many: 'Wallet templates' },
  path: '/admin/wallet/templates',
  rights: { view: 'admin.wallet', edit: 'admin.wallet' },
  row: recordRow({
    kind: v.picklist(KINDS),
    name: v.string(),
    description: v.string(),
    title: v.string(),
    logo: v.string(),
    icon: v.string(),
    strip_image: v.string(),
    background_colour: v.string(),
    text_colour: v.string(),
    store_ids: v.array(v.number()),
    back_fields: v.array(
      v.object({
        type: v.string(),
        label: v.string(),
        detail: v.string(),
        apple: v.boolean(),
        google: v.boolean(),
      }),
    ),
    membership_label: loyaltyText,
    name_label: loyaltyText,
    points_label: loyaltyText,
    store_notification_text: loyaltyText,
    points_update_message: loyaltyText,
    member_barcode: v.optional(v.picklist(Object.keys(MEMBER_BARCODES) as MemberBarcode[])),
    apple_url: loyaltyText,
    google_url: loyaltyText,
  }),
  create: WalletTemplatePayloadSchema,
  example: { kind: 'giftcard', name: 'Gift card pass', title: 'Gift card' },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'title', label: 'Title', kind: 'text' },
    { key: 'description', label: 'Description', kind: 'text' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'title', header: 'Title' },
    { key: 'kind', header: 'Kind' },
    { key: 'updated', header: 'Updated', format: 'datetime', sortable: true },
  ],
  search: ['name'],
  filters: [
    {
      key: 'kind',
      label: 'Kind',
      options: KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
  ],
  sort: ['name', 'updated'],
  check: (next, current) =>
    current && current.kind !== next.kind
      ? refusal('kind', 'A wallet template keeps its kind; create a new template of the other kind', 'kind')
      : undefined,
})
