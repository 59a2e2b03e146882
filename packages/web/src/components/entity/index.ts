/** The back office's shared list screen and its helpers (ARCHITECTURE.md, "The web"). */
export type { CsvColumn } from './csv-export.ts'
export { downloadCsv, toCsv } from './csv-export.ts'
export type { EntityColumn, EntityFilter, EntityListProps } from './EntityList.tsx'
export { EntityList } from './EntityList.tsx'
export type { ListSearch } from './list-search.ts'
export { listQuery, validateListSearch } from './list-search.ts'
