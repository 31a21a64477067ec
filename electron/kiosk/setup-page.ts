// Script of the kiosk's first-run setup page (served as app://local/setup.js). It runs in the
// page, not in Node: it may import types only, and talks to the main process through the
// `kioskSetup` bridge that setup-preload.ts exposes. Everything sits inside a function because a
// classic script's top-level names are globals (`status` would be window.status).
import type { KioskSetupBridge } from '../preload/bridge'

function wireSetupForm() {
  const setup = (window as Window & { kioskSetup?: KioskSetupBridge }).kioskSetup
  const form = document.querySelector<HTMLFormElement>('#pair')
  const message = document.querySelector<HTMLElement>('#status')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!setup || !form || !message || !button) return

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const data = new FormData(form)
    button.disabled = true
    message.textContent = ''
    setup
      .pair({
        serverUrl: String(data.get('serverUrl') ?? ''),
        code: String(data.get('code') ?? ''),
      })
      .then((result) => {
        // On success the main process replaces this window with the board.
        if (!result.ok) message.textContent = result.message
      })
      .catch(() => {
        // The main process wrote this message in the app's language (electron/shared/texts.ts).
        message.textContent = form.dataset.failed ?? 'Pairing failed. Try again.'
      })
      .finally(() => {
        button.disabled = false
      })
  })
}

wireSetupForm()
