import { msg } from '@lingui/core/macro'
import { i18n } from '~/client/lib/i18n'
import { errorText } from '~/client/lib/errors'
import { toast } from '~/client/lib/use-toast'

/** docs/product.md#errors: a success gets its own title ('Workout created', 'Plan deleted', ...). */
export function toastDone(title: string) {
  toast({ title, variant: 'success' })
}

/** docs/product.md#errors: a failed change is a destructive 'Error' toast with the server's message. */
export function toastFailed(error: unknown) {
  toast({ title: i18n._(msg`Error`), description: errorText(error), variant: 'destructive' })
}
