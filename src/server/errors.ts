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
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/**
 * Input the schema accepted but the data refuses (an unknown exercise, a day out of range):
 * answered like a schema failure, a 400 whose `issues` name each field at fault.
 */
export class InputError extends AppError {
  constructor(readonly issues: { path: (string | number)[]; message: string }[]) {
    super('BAD_REQUEST', issues.map((i) => i.message).join('; '))
    this.name = 'InputError'
  }
}
