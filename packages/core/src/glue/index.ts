export type { GlueError, GlueRunOutcome, GlueStepOutcome } from './answers.ts'
export {
  GlueErrorListSchema,
  GlueErrorSchema,
  GlueRunAnswerSchema,
  GlueRunOutcomeSchema,
  GlueStepOutcomeSchema,
} from './answers.ts'
export type { ForEachItems, PlannedStep, Variables } from './interpret.ts'
export {
  conditionHolds,
  fillTemplate,
  forEachItems,
  isGoodStatus,
  MAX_FOR_EACH_ITEMS,
  postData,
  readPath,
  requestUrl,
  startVariables,
  stepPlan,
  valueText,
} from './interpret.ts'
export type { GlueJob, JobType, JobVariable, SystemEvent } from './job-resource.ts'
export { GLUE_JOB_TYPES, glueJobResource, glueRunInput, SYSTEM_EVENTS, WEBHOOK_PATH } from './job-resource.ts'
export type { Schedule, SchedulePeriod } from './schedule.ts'
export {
  describeSchedule,
  isScheduledAt,
  MONTHS,
  nextRun,
  SCHEDULE_PERIODS,
  scheduleSchema,
  WEEKDAYS,
} from './schedule.ts'
export type { Condition, Pair, RestMethod, Step, StepType } from './steps.ts'
export {
  CONDITION_OPERATORS,
  DEFAULT_SHOPIFY_API_VERSION,
  eachStep,
  MAX_SLEEP_SECONDS,
  MAX_STEP_DEPTH,
  newStep,
  REST_METHODS,
  STEP_TYPES,
  stepsSchema,
  stepTypeLabel,
} from './steps.ts'
