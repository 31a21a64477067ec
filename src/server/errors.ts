import type { ServerText } from './i18n/server-text'
import { translate } from './i18n/translate'

// One error type for services (Documenso style); the API layers map it to HTTP statuses.
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'

export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
}

export class AppError extends Error {
  /** The message as a text of the catalogue, answered in the asker's language; absent for one not yet in it. */
  readonly text?: ServerText

  constructor(
    readonly code: AppErrorCode,
    message: string | ServerText,
  ) {
    super(typeof message === 'string' ? message : translate('en', message))
    this.name = 'AppError'
    if (typeof message !== 'string') this.text = message
  }
}

/** One field's problem: its path and its message (a text of the catalogue, or plain English). */
export interface InputIssue {
  path: (string | number)[]
  message: string | ServerText
}

/**
 * Input the schema accepted but the data refuses (an unknown exercise, a day out of range):
 * answered like a schema failure, a 400 whose `issues` name each field at fault.
 */
export class InputError extends AppError {
  readonly issues: { path: (string | number)[]; message: string; text?: ServerText }[]

  constructor(issues: InputIssue[]) {
    const english = issues.map((i) =>
      typeof i.message === 'string'
        ? { path: i.path, message: i.message }
        : { path: i.path, message: translate('en', i.message), text: i.message },
    )
    super('BAD_REQUEST', english.map((i) => i.message).join('; '))
    this.name = 'InputError'
    this.issues = english
  }
}
