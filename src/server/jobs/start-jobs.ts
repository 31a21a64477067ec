import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import type { MailTransport } from '../mail/transport'
import { mailUnreadMessages } from '../services/messages/mail-unread-messages'

/** The part of Fastify's (pino) logger the jobs use. */
export interface JobLogger {
  info(fields: object, message: string): void
  error(fields: object, message: string): void
}

export interface RunningJobs {
  /** No new run starts; resolves once a run in progress has finished. */
  stop(): Promise<void>
}

/**
 * Runs `work` every `intervalMs` (docs/architecture.md#background-jobs): the next run is timed
 * from the end of the last, so runs never overlap; a failure is logged and the next run comes
 * as usual. The timer is unref'd: it never keeps the process alive.
 */
export function runPeriodically({
  name,
  intervalMs,
  work,
  log,
}: {
  name: string
  intervalMs: number
  work: () => Promise<void>
  log: JobLogger
}): RunningJobs {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      timer = null
      running = work()
        .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
        .finally(() => {
          running = null
          schedule()
        })
    }, intervalMs)
    timer.unref()
  }
  schedule()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/**
 * The server's background jobs, started by main.ts only (tests call the services directly):
 * today the unread-message email. Each is safe to run in several processes on one database.
 */
export function startJobs({
  config,
  database,
  mailer,
  log,
}: {
  config: AppConfig
  database: Database
  mailer: MailTransport
  log: JobLogger
}): RunningJobs {
  const jobs: RunningJobs[] = []
  if (config.messageMailIntervalMs > 0) {
    jobs.push(
      runPeriodically({
        name: 'message-emails',
        intervalMs: config.messageMailIntervalMs,
        log,
        async work() {
          const counts = await mailUnreadMessages({ database, mailer, appUrl: config.appUrl })
          // Counts only: never an address or a message's words.
          if (counts.sent || counts.failed) {
            log.info({ job: 'message-emails', ...counts }, 'unread-message emails sent')
          }
        },
      }),
    )
  }
  return { stop: async () => void (await Promise.all(jobs.map((j) => j.stop()))) }
}
