import { optionTemplateResource, TEMPLATE_NAME_TAKEN } from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

export { TEMPLATE_NAME_TAKEN }

/** Option templates, mounted from their declaration: nothing of theirs differs from the resource layer. */
export const optionTemplateMount = resourceMount(optionTemplateResource)
