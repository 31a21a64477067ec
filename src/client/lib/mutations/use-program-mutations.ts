import { trpc } from '../trpc'
import { refreshFirst } from './refresh-first'

// A program shows on Daily (its lead) and on the Programs screen, which reads Daily's answer for
// where the athlete stands.
const programs = (utils: ReturnType<typeof trpc.useUtils>) =>
  Promise.all([utils.workouts.daily.invalidate(), utils.programs.invalidate()])

export function useStartProgram(options?: Parameters<typeof trpc.programs.start.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.programs.start.useMutation(refreshFirst(() => programs(utils), options))
}

/** Pause, resume, or choose what leads Daily. */
export function useChangeProgram(options?: Parameters<typeof trpc.programs.change.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.programs.change.useMutation(refreshFirst(() => programs(utils), options))
}

export function useLeaveProgram(options?: Parameters<typeof trpc.programs.leave.useMutation>[0]) {
  const utils = trpc.useUtils()
  return trpc.programs.leave.useMutation(refreshFirst(() => programs(utils), options))
}
