import {
  type GiftcardWalletTemplate,
  type LoyaltyWalletTemplate,
  pointsUpdateText,
  storeNotificationText,
  WALLET_BACK_FIELD_TYPES,
  type WalletBackFieldType,
} from '@pos/core'
import { Box, Flex, Text } from '@radix-ui/themes'
import type { CSSProperties, ReactNode } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { QrMark } from './QrMark.tsx'

type Template = GiftcardWalletTemplate | LoyaltyWalletTemplate

/** Made-up member figures the preview fills in, as one customer would see them. */
const SAMPLE = {
  name: 'Ada Lovelace',
  member: 'M-004127',
  points: 1250,
  pointsValue: 625,
  credit: 2500,
  email: 'ada@example.com',
  serial: '6012 3456 7890 1234',
  balance: 5000,
}

function sampleDetail(type: string, detail: string, currency: string): string {
  switch (type as WalletBackFieldType) {
    case 'store_credit_balance':
      return formatMoney(SAMPLE.credit, currency)
    case 'loyalty_points':
      return SAMPLE.points.toLocaleString('en-AU')
    case 'loyalty_points_value':
      return formatMoney(SAMPLE.pointsValue, currency)
    case 'email_subscriber':
    case 'sms_subscriber':
      return t('common.yes')
    case 'email_address':
      return SAMPLE.email
    default:
      return detail
  }
}

function Pass({ template, children, label }: { template: Template; children: ReactNode; label: string }) {
  const style: CSSProperties = {
    width: 300,
    minHeight: 420,
    borderRadius: 16,
    background: template.background_colour,
    color: template.text_colour,
    boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
  }
  return (
    <Flex direction="column" gap="2" align="center">
      <Text size="1" color="gray" weight="medium">
        {label}
      </Text>
      <div style={style} data-testid={`wallet-${label.toLowerCase()}`}>
        {children}
      </div>
    </Flex>
  )
}

function Label({ children, colour }: { children: ReactNode; colour: string }) {
  return (
    <div
      style={{ fontSize: 10, letterSpacing: 0.6, textTransform: 'uppercase', opacity: 0.75, color: colour }}
    >
      {children}
    </div>
  )
}

/** The front and back of the pass as the customer sees it, drawn from the template as it is being edited. */
export function WalletPreview({
  template,
  currency,
  storeName,
}: {
  template: Template
  currency: string
  storeName: string
}) {
  const loyalty = template.kind === 'loyalty' ? template : null
  const colour = template.text_colour
  const front = (
    <Pass template={template} label={t('wallet.front')}>
      <Flex align="center" gap="2" p="3">
        {template.logo ? (
          <img src={template.logo} alt="" style={{ height: 28, maxWidth: 110, objectFit: 'contain' }} />
        ) : (
          <div style={{ width: 28, height: 28, borderRadius: 6, background: colour, opacity: 0.25 }} />
        )}
        <div style={{ fontWeight: 600, fontSize: 15, flex: 1, textAlign: 'right' }}>
          {template.title || t('wallet.title_placeholder')}
        </div>
      </Flex>
      {template.strip_image ? (
        <img src={template.strip_image} alt="" style={{ width: '100%', height: 96, objectFit: 'cover' }} />
      ) : (
        <div style={{ height: 96, background: 'rgba(255,255,255,0.12)' }} />
      )}
      <Flex justify="between" p="3" gap="3">
        {loyalty ? (
          <>
            <div>
              <Label colour={colour}>{loyalty.name_label || t('wallet.name_label')}</Label>
              <div style={{ fontSize: 16 }}>{SAMPLE.name}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Label colour={colour}>{loyalty.points_label || t('wallet.points_label')}</Label>
              <div style={{ fontSize: 22, fontWeight: 600 }}>{SAMPLE.points.toLocaleString('en-AU')}</div>
            </div>
          </>
        ) : (
          <>
            <div>
              <Label colour={colour}>{t('wallet.card_number')}</Label>
              <div style={{ fontSize: 14 }}>{SAMPLE.serial}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Label colour={colour}>{t('wallet.balance')}</Label>
              <div style={{ fontSize: 22, fontWeight: 600 }}>{formatMoney(SAMPLE.balance, currency)}</div>
            </div>
          </>
        )}
      </Flex>
      {loyalty && (
        <Box px="3">
          <Label colour={colour}>{loyalty.membership_label || t('wallet.membership_label')}</Label>
          <div style={{ fontSize: 14 }}>{SAMPLE.member}</div>
        </Box>
      )}
      <Flex justify="center" align="end" style={{ flex: 1 }} p="3">
        {(!loyalty || loyalty.member_barcode === 'qr') && (
          <div style={{ background: '#fff', padding: 6, borderRadius: 6 }}>
            <QrMark text={loyalty ? SAMPLE.member : SAMPLE.serial} size={104} />
          </div>
        )}
      </Flex>
    </Pass>
  )
  const back = (
    <Pass
      template={{ ...template, background_colour: '#f4f4f5', text_colour: '#18181b' }}
      label={t('wallet.back')}
    >
      <Box p="3">
        {template.description && <div style={{ fontSize: 13, marginBottom: 12 }}>{template.description}</div>}
        {template.back_fields.length === 0 && (
          <div style={{ fontSize: 13, opacity: 0.6 }}>{t('wallet.no_back_fields')}</div>
        )}
        {template.back_fields.map((field, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: back fields have no id; the list is drawn fresh each time
            key={`${index}-${field.label}`}
            style={{ borderBottom: '1px solid #e4e4e7', padding: '8px 0' }}
          >
            <Label colour="#52525b">{field.label || '—'}</Label>
            <div style={{ fontSize: 14, whiteSpace: 'pre-wrap' }}>
              {sampleDetail(loyalty ? field.type : 'custom', field.detail, currency) || '—'}
            </div>
            <div style={{ fontSize: 10, opacity: 0.55 }}>
              {[field.apple ? 'Apple' : '', field.google ? 'Google' : ''].filter(Boolean).join(' · ') ||
                t('wallet.hidden_everywhere')}
              {loyalty && field.type && field.type !== 'custom'
                ? ` · ${WALLET_BACK_FIELD_TYPES[field.type as WalletBackFieldType] ?? ''}`
                : ''}
            </div>
          </div>
        ))}
      </Box>
    </Pass>
  )
  return (
    <Flex direction="column" gap="4">
      <Flex gap="5" wrap="wrap" justify="center">
        {front}
        {back}
      </Flex>
      {loyalty && (
        <Flex direction="column" gap="2">
          {loyalty.points_update_message && (
            <Notification title={loyalty.title || t('wallet.title_placeholder')}>
              {pointsUpdateText(loyalty.points_update_message, SAMPLE.points)}
            </Notification>
          )}
          {loyalty.store_notification_text && (
            <Notification title={loyalty.title || t('wallet.title_placeholder')}>
              {storeNotificationText(loyalty.store_notification_text, storeName)}
            </Notification>
          )}
        </Flex>
      )}
    </Flex>
  )
}

function Notification({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        background: 'rgba(250,250,250,0.95)',
        border: '1px solid #e4e4e7',
        borderRadius: 14,
        padding: '10px 14px',
        fontSize: 13,
        color: '#18181b',
        maxWidth: 620,
        alignSelf: 'center',
        width: '100%',
      }}
    >
      <div style={{ fontWeight: 600 }}>{title}</div>
      <div>{children}</div>
    </div>
  )
}
