// The kiosk timer's sounds: short Web Audio oscillator beeps, a different pitch and pattern for
// each cue so a room can tell them apart without looking. No audio files to load or cache.
import type { IntervalCueKind } from '~/shared/rules/interval-timer'

interface Note {
  /** Hz. */
  frequency: number
  /** Seconds after the cue. */
  at: number
  /** Seconds. */
  duration: number
  type: OscillatorType
}

/**
 * - tick: one short mid blip (the 3-2-1 before work)
 * - work: one long, high, bright tone: go
 * - rest: two falling tones: ease off
 * - finish: a rising four-note fanfare
 */
export const CUE_SOUNDS: Record<IntervalCueKind, readonly Note[]> = {
  tick: [{ frequency: 660, at: 0, duration: 0.12, type: 'sine' }],
  work: [{ frequency: 1320, at: 0, duration: 0.7, type: 'square' }],
  rest: [
    { frequency: 784, at: 0, duration: 0.3, type: 'triangle' },
    { frequency: 523, at: 0.35, duration: 0.45, type: 'triangle' },
  ],
  finish: [
    { frequency: 523, at: 0, duration: 0.16, type: 'square' },
    { frequency: 659, at: 0.18, duration: 0.16, type: 'square' },
    { frequency: 784, at: 0.36, duration: 0.16, type: 'square' },
    { frequency: 1047, at: 0.54, duration: 0.9, type: 'square' },
  ],
}

let audio: AudioContext | null = null

function context(): AudioContext | null {
  try {
    audio ??= new AudioContext()
    return audio
  } catch {
    return null
  }
}

/**
 * Browsers start audio suspended until a person interacts: call this from the Start button's
 * click so the first cue, a moment later, is heard.
 */
export function unlockAudio(): void {
  const ctx = context()
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
}

export function playCue(kind: IntervalCueKind): void {
  const ctx = context()
  if (!ctx) return
  try {
    const t0 = ctx.currentTime
    for (const note of CUE_SOUNDS[kind]) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.type = note.type
      osc.frequency.value = note.frequency
      const start = t0 + note.at
      const end = start + note.duration
      // A quick attack and an exponential tail: no clicks, and square waves stay bearable.
      gain.gain.setValueAtTime(0.0001, start)
      gain.gain.exponentialRampToValueAtTime(note.type === 'square' ? 0.15 : 0.35, start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, end)
      osc.connect(gain).connect(ctx.destination)
      osc.start(start)
      osc.stop(end + 0.02)
    }
  } catch {
    // No audio output: the phase colours and digits still tell the room.
  }
}
