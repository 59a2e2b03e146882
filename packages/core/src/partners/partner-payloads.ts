/**
 * What we send each partner, built from our records (partner-apis.md). Pure: the server fetches the rows, these
 * shape them, and the server sends them. Money is integer cents here and decimal text or numbers on the wire.
 */

/** The spec's messages (5): the manual Shopify sync by id, and Shippit label printing with cloud print off. */
export const PARTNER_MESSAGES = {
  orderIdRequired: 'Order ID is required',
  productIdRequired: 'Product ID is required',
  cloudPrintOff: "Looks like Cloud Print isn't enabled...",
} as const

/** Cents as the decimal text Shopify and Shippit use: 1995 -> "19.95", -5 -> "-0.05". */
export function decimalMoney(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** Decimal money text ("19.95", "20", "0.5") as cents, or undefined when it is not money. */
export function centsOfDecimal(text: string | number | null | undefined): number | undefined {
  const value = typeof text === 'number' ? String(text) : (text ?? '').trim()
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return undefined
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
  return match[1] === '-' && cents !== 0 ? -cents : cents
}

export type ProductForPartner = {
  id: number
  style: string
  name: string
  description: string
  vendor: string
  type: string
  tags: string[]
  option_names: string[]
  weight_grams: number
  /** Retail price in cents. */
  price: number
  items: {
    id: number
    sku: string
    barcode: string
    option1: string
    option2: string
    option3: string
  }[]
}

/**
 * A Shopify 2024-04 product body (partner-apis 1.2). Variants carry the SKU, which is how a re-run finds them
 * again; `inventory_quantity` is never written (stock moves only through inventory_levels).
 */
export function shopifyProductBody(product: ProductForPartner, known: Map<number, number> = new Map()) {
  const options = product.option_names.length > 0 ? product.option_names : ['Title']
  return {
    product: {
      title: product.name,
      body_html: product.description,
      vendor: product.vendor,
      product_type: product.type,
      handle:
        product.style
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || undefined,
      tags: product.tags.join(', '),
      status: 'active',
      options: options.map((name) => ({ name })),
      variants: product.items.map((item, index) => {
        const variantId = known.get(item.id)
        return {
          ...(variantId ? { id: variantId } : {}),
          sku: item.sku,
          barcode: item.barcode || null,
          option1: item.option1 || (product.option_names.length === 0 ? 'Default Title' : null),
          option2: item.option2 || null,
          option3: item.option3 || null,
          price: decimalMoney(product.price),
          position: index + 1,
          grams: product.weight_grams,
          inventory_management: 'shopify',
          inventory_policy: 'deny',
        }
      }),
    },
  }
}

export type ShopifyOrderLine = { sku: string; title: string; quantity: number; price: number }
export type ShopifyOrderSummary = {
  id: string
  name: string
  email: string
  created_at: string
  financial_status: string
  currency: string
  total: number
  lines: ShopifyOrderLine[]
}

/** The parts of a Shopify order we keep (money as cents), or null when it is not an order. */
export function shopifyOrderSummary(order: unknown): ShopifyOrderSummary | null {
  if (!order || typeof order !== 'object') return null
  const o = order as Record<string, unknown>
  if (typeof o.id !== 'number' && typeof o.id !== 'string') return null
  const lines = Array.isArray(o.line_items) ? (o.line_items as Record<string, unknown>[]) : []
  return {
    id: String(o.id),
    name: String(o.name ?? ''),
    email: String(o.email ?? ''),
    created_at: String(o.created_at ?? ''),
    financial_status: String(o.financial_status ?? ''),
    currency: String(o.currency ?? ''),
    total: centsOfDecimal(o.total_price as string) ?? 0,
    lines: lines.map((line) => ({
      sku: String(line.sku ?? ''),
      title: String(line.title ?? ''),
      quantity: Number(line.quantity ?? 0),
      price: centsOfDecimal(line.price as string) ?? 0,
    })),
  }
}

/**
 * A phone number in E.164 as Klaviyo requires, or undefined: an Australian 04xx/0x number gets +61, a number
 * with + keeps its digits; anything else is left out rather than refused.
 */
export function e164Phone(phone: string, countryCode = '61'): string | undefined {
  const digits = phone.replace(/[\s()-]/g, '')
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits
  if (/^0\d{8,10}$/.test(digits)) return `+${countryCode}${digits.slice(1)}`
  return undefined
}

export type CustomerForPartner = {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  email_subscriber: boolean
  sms_subscriber: boolean
}

/** A Klaviyo profile-import body (partner-apis 3.2), keyed by our customer id as external_id. */
export function klaviyoProfileBody(customer: CustomerForPartner) {
  const phone = e164Phone(customer.phone)
  return {
    data: {
      type: 'profile',
      attributes: {
        external_id: `customer-${customer.id}`,
        ...(customer.email ? { email: customer.email } : {}),
        ...(phone ? { phone_number: phone } : {}),
        first_name: customer.first_name,
        last_name: customer.last_name,
      },
    },
  }
}

/** Consent per channel: email and SMS are separate (partner-apis 3.3); SMS needs a phone in E.164. */
export function klaviyoConsent(customer: CustomerForPartner) {
  const phone = e164Phone(customer.phone)
  return {
    email: customer.email ? (customer.email_subscriber ? 'SUBSCRIBED' : 'UNSUBSCRIBED') : null,
    sms: phone ? (customer.sms_subscriber ? 'SUBSCRIBED' : 'UNSUBSCRIBED') : null,
  } as const
}

/** The subscription job body for the customers that subscribed to at least one channel. */
export function klaviyoSubscribeBody(customers: CustomerForPartner[], listId: string) {
  const profiles = customers.flatMap((customer) => {
    const consent = klaviyoConsent(customer)
    const subscriptions: Record<string, unknown> = {}
    if (consent.email === 'SUBSCRIBED') subscriptions.email = { marketing: { consent: 'SUBSCRIBED' } }
    if (consent.sms === 'SUBSCRIBED') subscriptions.sms = { marketing: { consent: 'SUBSCRIBED' } }
    if (Object.keys(subscriptions).length === 0) return []
    const phone = e164Phone(customer.phone)
    return [
      {
        type: 'profile',
        attributes: {
          ...(customer.email ? { email: customer.email } : {}),
          ...(phone ? { phone_number: phone } : {}),
          subscriptions,
        },
      },
    ]
  })
  if (profiles.length === 0) return null
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: { custom_source: 'POS', historical_import: false, profiles: { data: profiles } },
      ...(listId ? { relationships: { list: { data: { type: 'list', id: listId } } } } : {}),
    },
  }
}

export type SaleForPartner = {
  receipt_number: string
  created: string
  total: number
  currency: string
  lines: { sku: string; name: string; quantity: number; price: number }[]
}

/** A "Placed Order" event (partner-apis 3.4): the receipt number is its unique_id, so a resend is recorded once. */
export function klaviyoPlacedOrderBody(sale: SaleForPartner, customer: { id: number; email: string }) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: {
          OrderId: sale.receipt_number,
          Items: sale.lines.map((line) => ({
            SKU: line.sku,
            ProductName: line.name,
            Quantity: line.quantity,
            ItemPrice: line.price / 100,
          })),
        },
        time: new Date(sale.created).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        value: sale.total / 100,
        value_currency: sale.currency,
        unique_id: sale.receipt_number,
        metric: { data: { type: 'metric', attributes: { name: 'Placed Order' } } },
        profile: {
          data: {
            type: 'profile',
            attributes: {
              external_id: `customer-${customer.id}`,
              ...(customer.email ? { email: customer.email } : {}),
            },
          },
        },
      },
    },
  }
}

export type FulfillmentForPartner = {
  id: number
  reference: string
  address: { address: string; suburb: string; postcode: string; state: string; country_code: string }
  customer: { name: string; email: string; phone: string }
  weight_kg: number
  lines: { sku: string; name: string; quantity: number }[]
}

const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']

/** Why a fulfillment cannot be quoted or booked with Shippit, or null (partner-apis 2.2: the required fields). */
export function shippitAddressProblem(fulfillment: FulfillmentForPartner): string | null {
  const a = fulfillment.address
  if (!a.address || !a.suburb || !a.postcode)
    return 'The fulfillment needs a delivery address, suburb and postcode'
  if ((a.country_code || 'AU') === 'AU' && !AU_STATES.includes(a.state.toUpperCase()))
    return 'The fulfillment needs an Australian state (NSW, VIC, QLD, WA, SA, TAS, ACT or NT)'
  return null
}

/** A Shippit quote body (partner-apis 2.2). */
export function shippitQuoteBody(fulfillment: FulfillmentForPartner) {
  const a = fulfillment.address
  return {
    quote: {
      dropoff_address: a.address,
      dropoff_suburb: a.suburb,
      dropoff_postcode: a.postcode,
      dropoff_state: a.state.toUpperCase(),
      dropoff_country_code: a.country_code || 'AU',
      parcel_attributes: [{ qty: 1, weight: Math.max(0.1, fulfillment.weight_kg) }],
      return_all_quotes: true,
    },
  }
}

/** A Shippit order body (partner-apis 2.3): our fulfillment id is the retailer reference. */
export function shippitOrderBody(fulfillment: FulfillmentForPartner, serviceLevel: string) {
  const a = fulfillment.address
  const [first = '', ...rest] = fulfillment.customer.name.trim().split(/\s+/)
  return {
    order: {
      courier_type: serviceLevel,
      delivery_address: a.address,
      delivery_suburb: a.suburb,
      delivery_postcode: a.postcode,
      delivery_state: a.state.toUpperCase(),
      delivery_country_code: a.country_code || 'AU',
      authority_to_leave: 'No',
      receiver_name: fulfillment.customer.name,
      receiver_contact_number: fulfillment.customer.phone,
      retailer_invoice: fulfillment.reference || `F-${fulfillment.id}`,
      retailer_reference: `fulfillment-${fulfillment.id}`,
      parcel_attributes: [{ qty: 1, weight: Math.max(0.1, fulfillment.weight_kg) }],
      product_attributes: fulfillment.lines.map((line) => ({
        quantity: line.quantity,
        title: line.name,
        sku: line.sku,
      })),
      user_attributes: { email: fulfillment.customer.email, first_name: first, last_name: rest.join(' ') },
    },
  }
}
