import { describe, expect, it } from 'vitest'
import {
  BODY_WEIGHT_KG,
  bodyWeightFigure,
  bodyWeightKg,
  bodyWeightLimits,
  loadFigure,
  toKg,
} from '~/shared/rules/units'
import { profileFormInput, profileInput } from '~/shared/schemas/profile'

// docs/product.md#units: loads and body weight are kept in kilograms and read in the athlete's unit.

describe('body weight in the athlete’s unit', () => {
  it('reads the kept kilograms as a whole figure of the unit', () => {
    expect(bodyWeightFigure(80, 'kg')).toBe(80)
    expect(bodyWeightFigure(80, 'lb')).toBe(176)
    expect(bodyWeightFigure(BODY_WEIGHT_KG.max, 'lb')).toBe(661)
  })

  it('keeps a typed figure as whole kilograms, reading back to within a pound', () => {
    expect(bodyWeightKg(80, 'kg')).toBe(80)
    expect(bodyWeightKg(176, 'lb')).toBe(80)
    for (let lb = 67; lb <= 661; lb++)
      expect(Math.abs(bodyWeightFigure(bodyWeightKg(lb, 'lb'), 'lb') - lb)).toBeLessThanOrEqual(1)
  })

  it('takes the same bodies in either unit: 30-300 kg, 67-661 lb', () => {
    expect(bodyWeightLimits('kg')).toEqual({ min: 30, max: 300 })
    expect(bodyWeightLimits('lb')).toEqual({ min: 67, max: 661 })
    const { min, max } = bodyWeightLimits('lb')
    expect(bodyWeightKg(min, 'lb')).toBeGreaterThanOrEqual(BODY_WEIGHT_KG.min)
    expect(bodyWeightKg(max, 'lb')).toBeLessThanOrEqual(BODY_WEIGHT_KG.max)
  })

  it('checks the profile form in the unit and sends kilograms, as the API takes them', () => {
    const form = { age: 30, height: 180, timeZone: 'UTC' }
    const pounds = profileFormInput('lb').safeParse({ ...form, weight: 176 })
    expect(pounds.success && pounds.data.weight).toBe(80)
    expect(profileInput.safeParse(pounds.success ? pounds.data : null).success).toBe(true)
    const light = profileFormInput('lb').safeParse({ ...form, weight: 60 })
    expect(light.success).toBe(false)
    expect(light.error?.issues[0]?.message).toBe('Weight must be at least 67 lb')
    const heavy = profileFormInput('lb').safeParse({ ...form, weight: 700 })
    expect(heavy.error?.issues[0]?.message).toBe('Weight must be at most 661 lb')
    expect(profileFormInput('lb').safeParse({ ...form, weight: 176.5 }).success).toBe(false)
    // Kilograms as before.
    expect(profileFormInput('kg')).toBe(profileInput)
    expect(
      profileFormInput('kg').safeParse({ ...form, weight: 25 }).error?.issues[0]?.message,
    ).toBe('Weight must be at least 30 kg')
  })

  it('reads a load entered in pounds back as entered', () => {
    expect(loadFigure(toKg(45, 'lb'), 'lb')).toBe('45')
    expect(loadFigure(toKg(22.5, 'lb'), 'lb')).toBe('22.5')
  })
})
