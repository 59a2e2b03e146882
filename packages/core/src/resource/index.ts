export type { AnswerOf, AnySchema, InputOf } from './answer.ts'
export { answerProblem, rowKeyKind, rowKeys, rowProblem } from './answer.ts'
export { cellValue, columnFormat, csvField, csvHeader, csvLines, csvValue, spreadsheetText } from './csv.ts'
export type {
  ActionOf,
  AnyResource,
  CreateInputOf,
  CreateOf,
  Resource,
  ResourceAction,
  ResourceColumn,
  ResourceColumnFormat,
  ResourceField,
  ResourceFieldKind,
  ResourceFilter,
  ResourceOption,
  ResourceRemoval,
  ResourceTone,
  RowOf,
  UpdateInputOf,
  UpdateOf,
} from './declaration.ts'
export {
  APPROVING_ACTIONS,
  actionRight,
  allowedWithRights,
  defineResource,
  uniqueRefusal,
  viewRights,
} from './declaration.ts'
export type { ResourceFilterValue, ResourceListQuery } from './list-query.ts'
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, readListQuery } from './list-query.ts'
export type { DescribedRoute } from './openapi.ts'
export { openApiDocument } from './openapi.ts'
export { resourcePaths, resourceScreens } from './paths.ts'
export { recordRow } from './record-row.ts'
export type { Refusal } from './refusal.ts'
export { checkPayload, isRefusal, refusal } from './refusal.ts'
export { setValueAt, valueAt } from './value-at.ts'
