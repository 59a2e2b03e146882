import * as v from 'valibot'
import { registerResource, registerTemplateResource, storeResource } from './resources.ts'

/**
 * The answers of the register day and the register's own routes (spec 2 /register/open-close, petty-cash,
 * open-cash-drawer; spec 7 GET /api/register/{id}): the server writes them, the register's screens read them typed
 * from here. Amounts are integer cents.
 */

/** A store as the register's answers give it: the declared row, less the list's count. */
export const RegisterStoreSchema = v.omit(storeResource.row, ['register_count'])

/** A register as its own answers give it: the declared row, less the list's store name; open when listed. */
export const RegisterRecordSchema = v.object({
  ...v.omit(registerResource.row, ['store_name', 'open']).entries,
  open: v.optional(v.boolean()),
})
export type RegisterRecord = v.InferOutput<typeof RegisterRecordSchema>

/** A register day (a session): its float, and its count and variance once closed. */
export const RegisterSessionSchema = v.object({
  id: v.number(),
  register_id: v.number(),
  status: v.picklist(['open', 'closed']),
  opened: v.string(),
  float: v.number(),
  closed: v.nullable(v.string()),
  counted: v.nullable(v.number()),
  expected: v.nullable(v.number()),
  variance: v.nullable(v.number()),
})
export type RegisterSession = v.InferOutput<typeof RegisterSessionSchema>

/** The cash the drawer should hold now [CASH2]. */
export const DrawerFiguresSchema = v.object({
  float: v.number(),
  cash_sales: v.number(),
  petty_cash: v.number(),
  sale_count: v.number(),
  expected: v.number(),
})
export type DrawerFigures = v.InferOutput<typeof DrawerFiguresSchema>

/** The day's payments by tender [CASH7]. */
export const TenderSummarySchema = v.array(
  v.object({ name: v.string(), count: v.number(), total: v.number() }),
)

/** GET /api/proxy/assignedregisters.json: the user's store and its registers, or why there are none. */
export const AssignedRegistersSchema = v.object({
  store: v.nullable(RegisterStoreSchema),
  registers: v.array(RegisterRecordSchema),
  message: v.optional(v.string()),
  help: v.optional(v.string()),
})

/** GET /api/proxy/register/{id}/session.json: the register, its open day and drawer, or its last closed day. */
export const RegisterDaySchema = v.object({
  register: RegisterRecordSchema,
  currency: v.string(),
  denominations: v.array(v.number()),
  session: v.nullable(RegisterSessionSchema),
  drawer: v.nullable(DrawerFiguresSchema),
  tenders: TenderSummarySchema,
  last_closed: v.nullable(RegisterSessionSchema),
})
export type RegisterDay = v.InferOutput<typeof RegisterDaySchema>

/** POST /api/proxy/register/{id}/open.json. */
export const RegisterOpenedSchema = v.object({ session: RegisterSessionSchema })

/** POST /api/proxy/register/{id}/close.json: the closed day, its drawer and tenders. */
export const RegisterClosedSchema = v.object({
  session: RegisterSessionSchema,
  drawer: DrawerFiguresSchema,
  tenders: TenderSummarySchema,
})
export type RegisterClosed = v.InferOutput<typeof RegisterClosedSchema>

/** One petty cash entry of the day. */
export const PettyCashEntrySchema = v.object({
  id: v.number(),
  amount: v.number(),
  reason_id: v.nullable(v.number()),
  reason: v.string(),
  note: v.string(),
  user_id: v.nullable(v.number()),
  created: v.string(),
})
export type PettyCashEntry = v.InferOutput<typeof PettyCashEntrySchema>

/** GET /api/proxy/register/{id}/pettycash.json: the day's entries and the reasons to choose from. */
export const PettyCashListSchema = v.object({
  open: v.boolean(),
  pettycash: v.array(PettyCashEntrySchema),
  reasons: v.array(v.object({ id: v.number(), name: v.string() })),
})

/** POST /api/proxy/register/{id}/pettycash.json: the entry and the drawer after it. */
export const PettyCashAddedSchema = v.object({ pettycash: PettyCashEntrySchema, drawer: DrawerFiguresSchema })

/** GET /api/proxy/register/{id}/cashdrawer.json: the last openings of the drawer without a sale. */
export const DrawerOpeningsSchema = v.object({
  openings: v.array(
    v.object({
      id: v.number(),
      reason: v.string(),
      created: v.string(),
      user_id: v.nullable(v.number()),
      user: v.nullable(v.string()),
    }),
  ),
})

/** POST /api/proxy/register/{id}/cashdrawer.json. */
export const DrawerOpenedSchema = v.object({
  opening: v.object({
    id: v.number(),
    register_id: v.number(),
    user_id: v.nullable(v.number()),
    reason: v.string(),
    created: v.string(),
  }),
})

/**
 * GET /api/register/{id} (spec 7): what the sale screen needs of its register, kept for selling offline: its
 * store, its receipt template and its printer, and whether its day is open.
 */
export const RegisterContextAnswerSchema = v.object({
  register: v.object({
    ...v.omit(registerResource.row, ['store_name', 'open']).entries,
    store: v.object({
      id: v.number(),
      name: v.string(),
      address: v.optional(v.record(v.string(), v.unknown())),
    }),
    template: v.optional(v.nullable(registerTemplateResource.row)),
    /** The company's receipt print templates (issue 16): when set, they replace the standard layout. */
    receipt_layouts: v.optional(
      v.nullable(
        v.object({
          receipt: v.nullable(v.string()),
          gift_receipt: v.nullable(v.string()),
          company: v.record(v.string(), v.string()),
        }),
      ),
    ),
  }),
  session: v.nullable(v.object({ status: v.string() })),
})
export type SaleRegister = v.InferOutput<typeof RegisterContextAnswerSchema>['register']
