// Short sound and vibration cues for the end of a rest and of a timed set (docs/product.md#tracker).
let audio: AudioContext | null = null

export function beep(kind: 'end' | 'rep' = 'end') {
  try {
    audio ??= new AudioContext()
    const osc = audio.createOscillator()
    const gain = audio.createGain()
    osc.frequency.value = kind === 'end' ? 880 : 660
    gain.gain.setValueAtTime(0.25, audio.currentTime)
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + (kind === 'end' ? 0.6 : 0.12))
    osc.connect(gain).connect(audio.destination)
    osc.start()
    osc.stop(audio.currentTime + (kind === 'end' ? 0.6 : 0.12))
  } catch {
    // No audio output: the visual state and the toast still tell the athlete.
  }
}

export function vibrate(pattern: number | number[] = [200, 100, 200]) {
  if ('vibrate' in navigator) navigator.vibrate(pattern)
}
