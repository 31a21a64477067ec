import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SelectField, TextField } from '~/client/components/ui/form-field'
import { serverFieldErrors } from '~/client/lib/errors'
import { useZodForm } from '~/client/lib/use-zod-form'
import { blockKindLabel } from '~/client/lib/display-labels'
import { i18n } from '~/client/lib/i18n'
import { BLOCK_KINDS, type BlockKind } from '~/shared/rules/blocks'
import {
  BLOCK_KIND_NUMBERS,
  BLOCK_NUMBER_RANGES,
  BLOCK_NUMBERS,
  blockInputSchema,
  type BlockNumber,
  type BlockNumbers,
} from '~/shared/schemas/blocks'

type Values = Record<'kind' | BlockNumber, string>

/** What each number means to the person writing the block, by kind where it differs. */
function numberLabel(kind: BlockKind, n: BlockNumber): string {
  if (n === 'restSeconds') {
    return kind === 'tabata'
      ? i18n._(msg`Rest (seconds)`)
      : i18n._(msg`Rest after a round (seconds)`)
  }
  if (n === 'capSeconds') return i18n._(msg`Time cap (seconds)`)
  if (n === 'workSeconds') return i18n._(msg`Work (seconds)`)
  return n === 'rounds' ? i18n._(msg`Rounds`) : i18n._(msg`Minutes`)
}

const KIND_HINTS: Record<BlockKind, ReturnType<typeof msg>> = {
  straight: msg`Each exercise with all its sets, then the next.`,
  superset: msg`2 to 4 exercises alternated; between partners each exercise's own rest (15 s if none).`,
  circuit: msg`Rounds through its exercises, each once per round.`,
  emom: msg`Every minute on the minute; several exercises alternate by minute.`,
  amrap: msg`As many rounds as possible in the minutes given.`,
  'for-time': msg`As fast as possible, up to the time cap; rounds are optional.`,
  tabata: msg`Work and rest intervals; its exercises alternate by round.`,
}

export interface BlockFormValues extends BlockNumbers {
  kind: BlockKind
}

/**
 * 'Add Block' and 'Edit Block': the kind and the numbers it uses (docs/product.md#blocks), checked
 * with the server's schema so the form shows the API's messages.
 */
export function BlockFormDialog({
  mode,
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  mode: 'add' | 'edit'
  initial?: BlockFormValues
  pending: boolean
  onSubmit: (values: BlockFormValues, showErrors: (error: unknown) => void) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const start = initial?.kind ?? 'straight'
  const form = useZodForm({
    initial: {
      kind: start,
      ...(Object.fromEntries(
        BLOCK_NUMBERS.map((n) => [
          n,
          String(initial?.[n] ?? BLOCK_KIND_NUMBERS[start][n]?.suggested ?? ''),
        ]),
      ) as Record<BlockNumber, string>),
    },
    schema: blockInputSchema,
    // Only the numbers the chosen kind uses are sent; a blank one is left out.
    toInput: (v: Values) => {
      const kind = v.kind as BlockKind
      return {
        kind,
        ...Object.fromEntries(
          Object.keys(BLOCK_KIND_NUMBERS[kind]).flatMap((n) => {
            const text = v[n as BlockNumber].trim()
            return text === '' ? [] : [[n, Number(text)]]
          }),
        ),
      }
    },
  })
  const { values, errors, set } = form
  const kind = values.kind as BlockKind
  const used = Object.entries(BLOCK_KIND_NUMBERS[kind]) as [
    BlockNumber,
    { required: boolean; suggested?: number; fallback?: number },
  ][]
  const chooseKind = (next: string) => {
    set('kind', next)
    // A newly chosen kind starts from its suggested numbers where the field is empty.
    for (const [n, rule] of Object.entries(BLOCK_KIND_NUMBERS[next as BlockKind])) {
      if (values[n as BlockNumber] === '' && rule.suggested !== undefined) {
        set(n as BlockNumber, String(rule.suggested))
      }
    }
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return
    onSubmit(result.data, (error) => form.setErrors(serverFieldErrors(error)))
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mode === 'add' ? t`Add Block` : t`Edit Block`}
      description={t(KIND_HINTS[kind])}
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          className="sm:col-span-2"
          label={t`Kind`}
          value={values.kind}
          onChange={chooseKind}
          error={errors.kind}
          options={BLOCK_KINDS.map((k) => ({ value: k, label: blockKindLabel(k) }))}
        />
        {used.map(([n, rule]) => {
          const { min, max } = BLOCK_NUMBER_RANGES[n]
          return (
            <TextField
              key={n}
              label={numberLabel(kind, n)}
              inputMode="numeric"
              value={values[n]}
              onChange={(v) => set(n, v)}
              error={errors[n]}
              hint={rangeHint(min, max, rule.required, rule.fallback)}
            />
          )
        })}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? t`Saving...` : mode === 'add' ? t`Add Block` : t`Save`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** '1 to 50', 'Optional, 0 to 600; 15 if blank'. */
function rangeHint(min: number, max: number, required: boolean, fallback?: number): string {
  if (required) return i18n._(msg`${min} to ${max}`)
  return fallback === undefined
    ? i18n._(msg`Optional, ${min} to ${max}`)
    : i18n._(msg`Optional, ${min} to ${max}; ${fallback} if blank`)
}
