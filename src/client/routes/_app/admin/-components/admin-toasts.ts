import { errorText } from '~/client/lib/errors'
import { toast } from '~/client/lib/use-toast'

/** SPEC §8: admin successes get their own title ('Workout created', 'Exercise added', ...). */
export function toastDone(title: string) {
  toast({ title, variant: 'success' })
}

/** SPEC §8: every admin mutation failure is a destructive 'Error' toast with the server's message. */
export function toastFailed(error: unknown) {
  toast({ title: 'Error', description: errorText(error), variant: 'destructive' })
}
