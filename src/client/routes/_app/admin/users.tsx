import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { PageHeading } from '~/client/components/page-heading'
import { buttonClass } from '~/client/components/ui/button'
import { SearchBox } from '~/client/components/ui/search-box'
import {
  LevelBadge,
  PagedUsers,
  ROLE_NAMES,
  RoleBadge,
  StreakBadge,
  UserRow,
} from '~/client/components/user-list'
import { useSetRole } from '~/client/lib/mutations/use-staff-mutations'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import { toast } from '~/client/lib/use-toast'
import { useUserPages } from '~/client/lib/use-user-pages'
import { ROLES, type Role } from '~/shared/roles'
import type { User } from '~/shared/schemas/user'

export const Route = createFileRoute('/_app/admin/users')({
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), 250)
  const pages = useUserPages({ query })
  const [editing, setEditing] = useState<number | null>(null)

  return (
    <>
      <PageHeading title={t`User Management`} back />
      <section
        aria-labelledby="users-card-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="users-card-title" className="text-lg font-semibold">
          <Trans>Manage all users and their roles</Trans>
        </h2>
        <div className="mt-4 mb-4">
          <SearchBox value={search} onChange={setSearch} placeholder={t`Search users...`} />
        </div>
        <PagedUsers
          pages={pages}
          label={t`Users`}
          emptyText={t`No users found`}
          renderRow={(user) => (
            <AdminUserRow
              key={user.id}
              user={user}
              editing={editing === user.id}
              onEdit={() => setEditing(user.id)}
              onClose={() => setEditing(null)}
            />
          )}
        />
      </section>
    </>
  )
}

function AdminUserRow({
  user,
  editing,
  onEdit,
  onClose,
}: {
  user: User
  editing: boolean
  onEdit: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const selectId = useId()
  const username = user.username
  const [role, setRole] = useState<Role>(user.role)
  // A change to one's own role also refreshes the header and the route guards (in the hook).
  const setRoleMutation = useSetRole({
    onSuccess: () => {
      toast({
        title: t`Role updated`,
        description: t`User role has been updated successfully`,
        variant: 'success',
      })
      onClose()
    },
    onError: (error) => {
      toast({ title: t`Failed to update role`, description: error.message, variant: 'destructive' })
    },
  })

  const badges = (
    <>
      <StreakBadge streak={user.streak} />
      <LevelBadge level={user.level} />
      <RoleBadge role={user.role} />
    </>
  )

  if (!editing) {
    return (
      <UserRow
        user={user}
        badges={badges}
        actions={
          <button
            type="button"
            className={buttonClass('outline')}
            aria-label={t`Edit Role of ${username}`}
            onClick={() => {
              setRole(user.role)
              onEdit()
            }}
          >
            <Trans>Edit Role</Trans>
          </button>
        }
      />
    )
  }

  return (
    <UserRow
      user={user}
      badges={badges}
      actions={
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            setRoleMutation.mutate({ userId: user.id, role })
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-semibold">
              <Trans>
                Role<span className="sr-only"> of {username}</span>
              </Trans>
            </label>
            <select
              id={selectId}
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_NAMES[r])}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={setRoleMutation.isPending}
          >
            {setRoleMutation.isPending ? t`Saving...` : t`Save`}
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={setRoleMutation.isPending}
            onClick={onClose}
          >
            <Trans>Cancel</Trans>
          </button>
        </form>
      }
    />
  )
}
