import { useLingui } from '@lingui/react/macro'
import { Spinner } from './ui/spinner'

export function SessionLoading() {
  const { t } = useLingui()
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label={t`Loading your fitness experience...`} />
    </main>
  )
}
