import pino, { type Logger } from 'pino'

/** Structured JSON logs on stdout; LOG_LEVEL picks the level (info by default). */
export function createLogger(level = 'info'): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime })
}
