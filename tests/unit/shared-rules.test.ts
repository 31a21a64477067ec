import { describe, expect, it } from 'vitest'
import {
  avatarInitials,
  backTarget,
  httpErrorText,
  isoWeekNumber,
  safeReturnPath,
  streakLabel,
} from '~/shared/display'
import {
  hasRole,
  roleBadgeVariant,
  roleMenuLabel,
  ROUTE_ROLES,
  viewFromPath,
  viewsForRole,
} from '~/shared/roles'

describe('avatar initials', () => {
  it('uses the first two letters of the name, uppercased', () => {
    expect(avatarInitials('maya lind')).toBe('MA')
    expect(avatarInitials('j')).toBe('J')
  })
  it("falls back to 'US' without a name", () => {
    expect(avatarInitials('')).toBe('US')
    expect(avatarInitials('   ')).toBe('US')
    expect(avatarInitials(null)).toBe('US')
  })
})

describe('header texts', () => {
  it("words the streak as 'Streak: N days'", () => {
    expect(streakLabel(0)).toBe('Streak: 0 days')
    expect(streakLabel(1)).toBe('Streak: 1 day')
    expect(streakLabel(12)).toBe('Streak: 12 days')
  })
  it('numbers ISO weeks, including the year boundary', () => {
    expect(isoWeekNumber(new Date(2026, 10, 22))).toBe(47)
    expect(isoWeekNumber(new Date(2021, 0, 3))).toBe(53)
    expect(isoWeekNumber(new Date(2024, 11, 30))).toBe(1)
  })
})

describe('back button rule', () => {
  it('goes to /daily from admin and trainer pages and back in history elsewhere', () => {
    expect(backTarget('/admin/users')).toBe('/daily')
    expect(backTarget('/trainer/plans')).toBe('/daily')
    expect(backTarget('/profile')).toBe('history')
    expect(backTarget('/administrator')).toBe('history')
  })
})

describe('error text', () => {
  it("is 'status: body', or the status text when the body is empty", () => {
    expect(httpErrorText(404, 'Workout not found', 'Not Found')).toBe('404: Workout not found')
    expect(httpErrorText(500, '', 'Internal Server Error')).toBe('500: Internal Server Error')
  })
})

describe('post-sign-in destinations', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/skills?tab=1')).toBe('/skills?tab=1')
  })
  it('refuses other origins, protocol-relative and backslash tricks, and non-strings', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      '/api/user',
      '/ok\nx',
      42,
      undefined,
    ]) {
      expect(safeReturnPath(bad)).toBe('/daily')
    }
  })
})

describe('roles and views', () => {
  it('gives each role its views (docs/product.md#roles)', () => {
    expect(viewsForRole('user')).toEqual(['user'])
    expect(viewsForRole('trainer')).toEqual(['user', 'trainer'])
    expect(viewsForRole('manager')).toEqual(['user', 'trainer', 'manager'])
    expect(viewsForRole('admin')).toEqual(['user', 'trainer', 'manager', 'admin'])
  })
  it('guards /admin/* to admins and /trainer/* to trainers and admins', () => {
    expect(hasRole('admin', ROUTE_ROLES.admin)).toBe(true)
    expect(hasRole('manager', ROUTE_ROLES.admin)).toBe(false)
    expect(hasRole('trainer', ROUTE_ROLES.trainer)).toBe(true)
    expect(hasRole('admin', ROUTE_ROLES.trainer)).toBe(true)
    expect(hasRole('manager', ROUTE_ROLES.trainer)).toBe(false)
    expect(hasRole('user', ROUTE_ROLES.trainer)).toBe(false)
  })
  it('labels roles and styles their badges as docs/product.md#roles says', () => {
    expect(roleMenuLabel('admin')).toBe('Admin')
    expect(roleMenuLabel('trainer')).toBe('Trainer')
    expect(roleMenuLabel('user')).toBe('User')
    expect(roleBadgeVariant('admin')).toBe('destructive')
    expect(roleBadgeVariant('manager')).toBe('default')
    expect(roleBadgeVariant('trainer')).toBe('secondary')
    expect(roleBadgeVariant('user')).toBe('outline')
  })
  it('reads the current view from the path', () => {
    expect(viewFromPath('/view/manager')).toBe('manager')
    expect(viewFromPath('/admin/workouts')).toBe('admin')
    expect(viewFromPath('/trainer/users')).toBe('trainer')
    expect(viewFromPath('/daily')).toBe('user')
  })
})
