import { useLingui } from '@lingui/react/macro'
import { NotFoundPanel } from '~/client/components/not-found-panel'

/** A client page's answer to an id that is not one of the trainer's clients. */
export function ClientNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundPanel title={t`Client not found`} linkText={t`Back to My Users`} to="/trainer/users" />
  )
}
