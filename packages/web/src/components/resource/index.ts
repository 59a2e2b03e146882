/** The generic screens of a declared resource (ARCHITECTURE.md, "The web"). */
export { ResourceEdit } from './ResourceEdit.tsx'
export { cellText, ResourceList } from './ResourceList.tsx'
export type { FormProblem, FormSection, FormValue, FormValues } from './resource-form.ts'
export { formBody, formSections, formValues } from './resource-form.ts'
export { resourceSearch } from './resource-search.ts'
