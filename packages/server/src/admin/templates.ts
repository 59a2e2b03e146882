import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_TEST_NO_EMAIL,
  type EmailTemplateKind,
  emailTemplateResource,
  printTemplateResource,
  refusal,
  renderTemplate,
} from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

/**
 * Email templates: mounted from their declaration, with the test send: the template filled with its kind's sample
 * values (and the company's own name) goes to the signed-in user's address, through the same mailer as every email
 * (the development outbox when no SMTP server is set).
 */
export const emailTemplateMount = resourceMount(emailTemplateResource, {
  actions: {
    test: async ({ trx, companyId, principal, deps, afterCommit }, row) => {
      if (principal.kind !== 'user') return refusal('no_address', EMAIL_TEMPLATE_TEST_NO_EMAIL)
      const user = await trx
        .selectFrom('users')
        .select('email')
        .where('company_id', '=', companyId)
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow()
      const company = await trx
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
      const values = {
        ...EMAIL_TEMPLATE_KINDS[row.kind as EmailTemplateKind].sample,
        company_name: company.name,
      }
      // Sent once the transaction is over: the outbox is written through the database too.
      afterCommit.push(() =>
        deps.mailer.send({
          to: user.email,
          subject: `[Test] ${renderTemplate(String(row.subject), values)}`,
          text: renderTemplate(String(row.body), values),
        }),
      )
      return undefined
    },
  },
})

export const printTemplateMount = resourceMount(printTemplateResource)
