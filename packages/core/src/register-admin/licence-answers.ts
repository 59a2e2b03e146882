import * as v from 'valibot'

/** GET /api/proxy/storelicence.json: how many stores the licence allows and how many there are. */
export const StoreLicenceAnswerSchema = v.object({ store_licence: v.number(), store_count: v.number() })

/** GET and PUT /api/proxy/company/subscription.json (spec 2 /admin/company/subscription). */
export const SubscriptionAnswerSchema = v.object({
  subscription: v.object({
    store_licence: v.number(),
    register_licence: v.number(),
    store_count: v.number(),
    register_count: v.number(),
  }),
})
