import {
  AssignedRegistersSchema,
  type CloseRegisterPayload,
  DrawerOpenedSchema,
  DrawerOpeningsSchema,
  PettyCashAddedSchema,
  PettyCashListSchema,
  ReceiptEmailedSchema,
  RegisterClosedSchema,
  RegisterDaySchema,
  RegisterOpenedSchema,
  SaleReceiptSchema,
  SaleViewSchema,
} from '@pos/core'
import { answers } from '../api/answers.ts'

/**
 * The server's stores, registers, register day and sales (packages/server/API.md, issue 6), their answers typed
 * by core's schemas (`RegisterRecord`, `RegisterDay`, `RegisterClosed`, `SaleView`...).
 */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

export const registerApi = {
  assigned: (signal?: AbortSignal) =>
    answers.get(AssignedRegistersSchema, 'proxy/assignedregisters.json', withSignal(signal)),
  state: (id: number, signal?: AbortSignal) =>
    answers.get(RegisterDaySchema, `proxy/register/${id}/session.json`, withSignal(signal)),
  open: (id: number, float: number) =>
    answers.post(RegisterOpenedSchema, `proxy/register/${id}/open.json`, { float }),
  /** Quiet: a variance answers 400 with the figures, which the screen shows as a confirmation. */
  close: (id: number, body: CloseRegisterPayload) =>
    answers.post(RegisterClosedSchema, `proxy/register/${id}/close.json`, body, {
      quiet: !body.confirm_variance,
    }),
  pettyCash: (id: number, signal?: AbortSignal) =>
    answers.get(PettyCashListSchema, `proxy/register/${id}/pettycash.json`, withSignal(signal)),
  addPettyCash: (id: number, body: { amount: number; reason_id: number; note: string }) =>
    answers.post(PettyCashAddedSchema, `proxy/register/${id}/pettycash.json`, body),
  drawerOpenings: (id: number, signal?: AbortSignal) =>
    answers.get(DrawerOpeningsSchema, `proxy/register/${id}/cashdrawer.json`, withSignal(signal)),
  recordDrawerOpening: (id: number, reason: string) =>
    answers.post(DrawerOpenedSchema, `proxy/register/${id}/cashdrawer.json`, { reason }),
  sale: (id: number, signal?: AbortSignal) =>
    answers.get(SaleViewSchema, `proxy/sale/${id}.json`, withSignal(signal)),
  /** The receipt with its date in this browser's time zone (the register's, at the store). */
  receipt: (id: number, signal?: AbortSignal) =>
    answers.get(SaleReceiptSchema, `proxy/sale/${id}/receipt.json`, {
      query: { utc_offset: -new Date().getTimezoneOffset() },
      ...withSignal(signal),
    }),
  emailReceipt: (id: number, email: string) =>
    answers.post(ReceiptEmailedSchema, `proxy/sale/${id}/email.json`, email ? { email } : {}),
}
