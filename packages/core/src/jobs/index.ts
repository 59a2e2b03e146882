export type { AfterFailure, JobState } from './retry.ts'
export {
  afterFailedAttempt,
  JOB_MAX_ATTEMPTS,
  JOB_RETENTION_DAYS,
  JOB_RETRY_BASE_MS,
  JOB_RETRY_MAX_MS,
  JOB_STATES,
  jobRetryDelayMs,
  jobsKeptSince,
} from './retry.ts'
