import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

// Radix's dialog (~14 KB) is not on the first screen: fetched once it has painted.
export const loadConfirmDialog = () => import('~/client/components/ui/confirm-dialog')
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * End Workout's (or End Practice's) confirmation. It renders from the first time it is asked for,
 * and stays, so Radix gives the focus back as it closes.
 */
export function EndDialog({
  asked,
  open,
  onOpenChange,
  words,
  onConfirm,
}: {
  asked: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  words: { label: string; title: string }
  onConfirm: () => void
}) {
  const { t } = useLingui()
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={words.title}
        description={t`The sets you logged stay saved. You will see your summary.`}
        confirmLabel={words.label}
        onConfirm={onConfirm}
      />
    </Suspense>
  )
}
