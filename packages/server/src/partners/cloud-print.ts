import { type CloudPrinter, decimalMoney, partnerUnavailable, printNodeBase } from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import { saveStoredSettings } from '../integrations/settings-store.ts'
import { recordActivity } from './activity.ts'
import { callPartner, type PartnerCall } from './partner-http.ts'
import { loadPartner, secretsSet } from './partner-settings.ts'
import type { Outcome } from './shopify.ts'

/**
 * Cloud printing through PrintNode (partner-apis 4B): HTTP Basic with the key as user name, printers registered from
 * the account into the settings, receipts sent as raw text and labels as a PDF address. Star CloudPRNT (the printer
 * polling us) is not built yet.
 */
async function connect(database: DatabaseHandle, companyId: number) {
  const stored = await loadPartner(database, companyId, 'cloud-print')
  const problem = partnerUnavailable(
    'cloud-print',
    stored.settings,
    secretsSet('cloud-print', stored.secrets),
  )
  if (problem) return { ok: false as const, message: problem }
  const base = printNodeBase(stored.settings)
  const auth = `Basic ${Buffer.from(`${stored.secrets.api_key ?? ''}:`).toString('base64')}`
  return {
    ok: true as const,
    stored,
    call: (path: string, call: PartnerCall = {}) =>
      callPartner(`${base}${path}`, {
        ...call,
        headers: { authorization: auth, 'accept-version': '~3', ...call.headers },
      }),
  }
}

export async function testCloudPrint(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.call('/whoami', { idempotent: true })
  const who = answer.body as { email?: string }
  const outcome = answer.ok
    ? { ok: true, message: `Connected to PrintNode as ${who.email ?? 'this account'}` }
    : { ok: false, message: answer.problem }
  await recordActivity(database, companyId, 'cloud-print', 'test', outcome.ok, outcome.message)
  return outcome
}

/** Reads the account's printers into the settings, keeping the chosen receipt and label printers when still there. */
export async function registerPrinters(database: DatabaseHandle, companyId: number) {
  const connected = await connect(database, companyId)
  if (!connected.ok) return { ...connected, printers: [] as CloudPrinter[] }
  const answer = await connected.call('/printers', { idempotent: true })
  if (!answer.ok || !Array.isArray(answer.body)) {
    await recordActivity(database, companyId, 'cloud-print', 'printers', false, answer.problem)
    return { ok: false, message: answer.problem || 'PrintNode listed no printers', printers: [] }
  }
  const printers: CloudPrinter[] = (answer.body as Record<string, unknown>[])
    .filter((p) => Number.isSafeInteger(p.id))
    .slice(0, 200)
    .map((p) => ({
      id: Number(p.id),
      name: String(p.name ?? '').slice(0, 200),
      state: String(p.state ?? '').slice(0, 40),
    }))
  const settings = connected.stored.settings
  const keep = (id: number) => (printers.some((p) => p.id === id) ? id : 0)
  await saveStoredSettings(
    database,
    companyId,
    'cloud-print',
    {
      ...settings,
      printers,
      receipt_printer_id: keep(settings.receipt_printer_id) || (printers[0]?.id ?? 0),
      label_printer_id: keep(settings.label_printer_id) || (printers[1]?.id ?? printers[0]?.id ?? 0),
    },
    {},
  )
  const message = `${printers.length} printer${printers.length === 1 ? '' : 's'} registered`
  await recordActivity(database, companyId, 'cloud-print', 'printers', true, message)
  return { ok: true, message, printers }
}

async function sendJob(
  database: DatabaseHandle,
  companyId: number,
  which: 'receipt' | 'label',
  job: { contentType: string; content: string; title: string },
): Promise<Outcome & { job_id?: number }> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const printerId =
    which === 'receipt'
      ? connected.stored.settings.receipt_printer_id
      : connected.stored.settings.label_printer_id
  if (!printerId)
    return { ok: false, message: `Please choose a ${which} printer in the cloud print settings` }
  const answer = await connected.call('/printjobs', {
    method: 'POST',
    body: { printerId, ...job, source: 'POS back office' },
  })
  const ok = answer.ok && typeof answer.body === 'number'
  const message = ok ? `${job.title} sent to the ${which} printer (job ${answer.body})` : answer.problem
  await recordActivity(database, companyId, 'cloud-print', which, ok, message)
  return { ok, message, ...(ok ? { job_id: answer.body as number } : {}) }
}

/** Prints a PDF by its address (a Shippit label) on the label printer. */
export function printPdf(
  database: DatabaseHandle,
  companyId: number,
  which: 'label',
  url: string,
  title: string,
) {
  return sendJob(database, companyId, which, { contentType: 'pdf_uri', content: url, title })
}

/** A sale's receipt as plain text lines (the receipt printer's raw mode), or a test receipt without a sale. */
async function receiptText(database: DatabaseHandle, companyId: number, saleId: number | null) {
  const company = await database.db
    .selectFrom('companies')
    .select(['name', 'currency'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  if (saleId === null)
    return { title: 'Test receipt', text: `${company.name}\n\nTest receipt\nCloud printing works.\n\n\n` }
  const sale = await database.db
    .selectFrom('sales')
    .select(['id', 'receipt_number', 'created', 'total'])
    .where('company_id', '=', companyId)
    .where('id', '=', saleId)
    .executeTakeFirst()
  if (!sale) return null
  const lines = await database.db
    .selectFrom('sale_lines')
    .select(['name', 'quantity', 'item_price', 'item_discount'])
    .where('company_id', '=', companyId)
    .where('sale_id', '=', saleId)
    .orderBy('position')
    .execute()
  const width = 42
  const row = (left: string, right: string) =>
    `${left.slice(0, width - right.length - 1).padEnd(width - right.length)}${right}`
  const body = [
    company.name,
    `Receipt ${sale.receipt_number}`,
    sale.created.toISOString().slice(0, 16).replace('T', ' '),
    '-'.repeat(width),
    ...lines.map((line) =>
      row(
        `${line.quantity} x ${line.name}`,
        decimalMoney((Number(line.item_price) - Number(line.item_discount)) * line.quantity),
      ),
    ),
    '-'.repeat(width),
    row('TOTAL', `${company.currency ?? ''} ${decimalMoney(Number(sale.total))}`.trim()),
    '',
    '',
  ]
  return { title: `Receipt ${sale.receipt_number}`, text: `${body.join('\n')}\n` }
}

/** Sends a sale's receipt (or a test receipt) to the receipt printer. */
export async function printReceipt(database: DatabaseHandle, companyId: number, saleId: number | null) {
  const receipt = await receiptText(database, companyId, saleId)
  if (!receipt) return { ok: false, message: 'No such sale' }
  return sendJob(database, companyId, 'receipt', {
    contentType: 'raw_base64',
    content: Buffer.from(receipt.text, 'utf8').toString('base64'),
    title: receipt.title,
  })
}
