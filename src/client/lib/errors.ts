import { msg } from '@lingui/core/macro'
import { TRPCClientError } from '@trpc/client'
import { i18n } from '~/client/lib/i18n'
import { httpErrorText } from '~/shared/display'

export function errorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined
    const response = error.meta?.response as { status?: number } | undefined
    return data?.httpStatus ?? response?.status
  }
  return undefined
}

/** docs/product.md#errors: the error's text is the status code, a colon, then the response body or status text. */
export function errorText(error: unknown): string {
  const status = errorStatus(error)
  const message = error instanceof Error ? error.message : String(error)
  return status ? httpErrorText(status, message, i18n._(msg`Error`)) : message
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401
}

export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404
}

/** Field messages from a tRPC 400 (the server runs the same zod schema as the form). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {}
  const fields =
    (error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)
      ?.fieldErrors ?? {}
  return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])))
}
