export { IMPORT_CUSTOM_ENTITIES, withCustomValues, withItemCustomValues } from './custom-columns.ts'
export type { ImportJob } from './import-answers.ts'
export {
  IMPORT_STATES,
  ImportAnswerSchema,
  ImportCheckSchema,
  ImportJobSchema,
  ImportListSchema,
} from './import-answers.ts'
export type { ImportField, ImportKind, ImportMapping } from './import-kinds.ts'
export {
  IMPORT_FIELDS,
  IMPORT_KEYS,
  IMPORT_KINDS,
  ImportMappingPayloadSchema,
  ImportUploadPayloadSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_XLSX_BASE64,
  mappingProblem,
  suggestMapping,
} from './import-kinds.ts'
export type {
  CustomerImport,
  ImportPlan,
  PriceImport,
  ProductImport,
  RowError,
  StaffImport,
  StockImport,
  SupplierImport,
} from './plan-import.ts'
export { MAX_IMPORT_ROWS, planImport } from './plan-import.ts'
