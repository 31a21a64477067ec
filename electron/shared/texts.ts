// The desktop and kiosk app's own texts (setup and offline pages, the sign-in pages it shows in
// the system browser, the messages its setup page shows) in the app's language. The main process
// is built without Lingui's macros and outside the message catalogue, so its few texts have a
// table of their own here (docs/development.md#translations): the English is the key, German and
// Spanish are written beside it, and tests/electron/texts.test.ts holds every language complete.
import { type Locale, localeFromLanguages } from '~/shared/rules/locales'

const ENGLISH = [
  'Set up this kiosk',
  'An admin registers the kiosk on the Kiosks admin page and reads you its pairing code.',
  'Server address',
  'Pairing code',
  'Pair this kiosk',
  'Pairing failed. Try again.',
  'Server unreachable',
  'Reconnecting…',
  "The kiosk cannot reach {server}. It keeps trying and shows today's board again as soon as the server answers.",
  'This kiosk was revoked or paired again on the admin page. Enter a new pairing code.',
  'This kiosk is paired with {origin}, not with the server it was started with. Enter a pairing code for this server, or start it without --server or CALISTHENICS_SERVER_URL.',
  'Enter the server address and the pairing code',
  'Enter the pairing code shown on the Kiosks admin page',
  'Cannot reach {server}. Check the address and the network.',
  'The server did not hand over a device token',
  'Enter the full server address, e.g. https://gym.example.com',
  'The server address must start with http:// or https://',
  'The server address must not contain a user name or password',
  'Not found',
  'Nothing is here.',
  'Sign-in already handled',
  'You can close this tab.',
  'Sign-in not recognised',
  'This link does not belong to the sign-in the app started. Start again from the app.',
  'Sign-in incomplete',
  'The link carries no code.',
  'You are signed in',
  'You can close this tab and return to the Calisthenics app.',
  'Sign-in failed',
  '{reason}. Try again from the app.',
  'Sign-in timed out after 5 minutes. Try again.',
  'The system browser could not be opened',
] as const

export type TextId = (typeof ENGLISH)[number]

export const TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<TextId, string>> = {
  de: {
    'Set up this kiosk': 'Diesen Kiosk einrichten',
    'An admin registers the kiosk on the Kiosks admin page and reads you its pairing code.':
      'Ein Admin registriert den Kiosk auf der Admin-Seite „Kiosks“ und nennt dir seinen Kopplungscode.',
    'Server address': 'Serveradresse',
    'Pairing code': 'Kopplungscode',
    'Pair this kiosk': 'Diesen Kiosk koppeln',
    'Pairing failed. Try again.': 'Koppeln fehlgeschlagen. Versuch es noch einmal.',
    'Server unreachable': 'Server nicht erreichbar',
    'Reconnecting…': 'Verbindung wird wiederhergestellt…',
    "The kiosk cannot reach {server}. It keeps trying and shows today's board again as soon as the server answers.":
      'Der Kiosk erreicht {server} nicht. Er versucht es weiter und zeigt die heutige Tafel wieder, sobald der Server antwortet.',
    'This kiosk was revoked or paired again on the admin page. Enter a new pairing code.':
      'Dieser Kiosk wurde auf der Admin-Seite widerrufen oder neu gekoppelt. Gib einen neuen Kopplungscode ein.',
    'This kiosk is paired with {origin}, not with the server it was started with. Enter a pairing code for this server, or start it without --server or CALISTHENICS_SERVER_URL.':
      'Dieser Kiosk ist mit {origin} gekoppelt, nicht mit dem Server, mit dem er gestartet wurde. Gib einen Kopplungscode für diesen Server ein oder starte ihn ohne --server oder CALISTHENICS_SERVER_URL.',
    'Enter the server address and the pairing code':
      'Gib die Serveradresse und den Kopplungscode ein',
    'Enter the pairing code shown on the Kiosks admin page':
      'Gib den Kopplungscode ein, der auf der Admin-Seite „Kiosks“ angezeigt wird',
    'Cannot reach {server}. Check the address and the network.':
      '{server} ist nicht erreichbar. Prüfe die Adresse und das Netzwerk.',
    'The server did not hand over a device token': 'Der Server hat kein Geräte-Token übergeben',
    'Enter the full server address, e.g. https://gym.example.com':
      'Gib die vollständige Serveradresse ein, z. B. https://gym.example.com',
    'The server address must start with http:// or https://':
      'Die Serveradresse muss mit http:// oder https:// beginnen',
    'The server address must not contain a user name or password':
      'Die Serveradresse darf keinen Benutzernamen und kein Passwort enthalten',
    'Not found': 'Nicht gefunden',
    'Nothing is here.': 'Hier ist nichts.',
    'Sign-in already handled': 'Anmeldung bereits erledigt',
    'You can close this tab.': 'Du kannst diesen Tab schließen.',
    'Sign-in not recognised': 'Anmeldung nicht erkannt',
    'This link does not belong to the sign-in the app started. Start again from the app.':
      'Dieser Link gehört nicht zu der Anmeldung, die die App gestartet hat. Starte sie in der App neu.',
    'Sign-in incomplete': 'Anmeldung unvollständig',
    'The link carries no code.': 'Der Link enthält keinen Code.',
    'You are signed in': 'Du bist angemeldet',
    'You can close this tab and return to the Calisthenics app.':
      'Du kannst diesen Tab schließen und zur Calisthenics-App zurückkehren.',
    'Sign-in failed': 'Anmeldung fehlgeschlagen',
    '{reason}. Try again from the app.': '{reason}. Versuch es in der App noch einmal.',
    'Sign-in timed out after 5 minutes. Try again.':
      'Die Anmeldung ist nach 5 Minuten abgelaufen. Versuch es noch einmal.',
    'The system browser could not be opened': 'Der Systembrowser konnte nicht geöffnet werden',
  },
  es: {
    'Set up this kiosk': 'Configura este kiosco',
    'An admin registers the kiosk on the Kiosks admin page and reads you its pairing code.':
      'Un administrador registra el kiosco en la página de administración «Kioscos» y te dice su código de vinculación.',
    'Server address': 'Dirección del servidor',
    'Pairing code': 'Código de vinculación',
    'Pair this kiosk': 'Vincular este kiosco',
    'Pairing failed. Try again.': 'No se pudo vincular. Inténtalo de nuevo.',
    'Server unreachable': 'Servidor no disponible',
    'Reconnecting…': 'Reconectando…',
    "The kiosk cannot reach {server}. It keeps trying and shows today's board again as soon as the server answers.":
      'El kiosco no puede conectar con {server}. Sigue intentándolo y vuelve a mostrar la pizarra de hoy en cuanto el servidor responda.',
    'This kiosk was revoked or paired again on the admin page. Enter a new pairing code.':
      'Este kiosco se revocó o se volvió a vincular en la página de administración. Escribe un nuevo código de vinculación.',
    'This kiosk is paired with {origin}, not with the server it was started with. Enter a pairing code for this server, or start it without --server or CALISTHENICS_SERVER_URL.':
      'Este kiosco está vinculado con {origin}, no con el servidor con el que se inició. Escribe un código de vinculación para este servidor o inícialo sin --server ni CALISTHENICS_SERVER_URL.',
    'Enter the server address and the pairing code':
      'Escribe la dirección del servidor y el código de vinculación',
    'Enter the pairing code shown on the Kiosks admin page':
      'Escribe el código de vinculación que aparece en la página de administración «Kioscos»',
    'Cannot reach {server}. Check the address and the network.':
      'No se puede conectar con {server}. Comprueba la dirección y la red.',
    'The server did not hand over a device token': 'El servidor no entregó un token de dispositivo',
    'Enter the full server address, e.g. https://gym.example.com':
      'Escribe la dirección completa del servidor, p. ej. https://gym.example.com',
    'The server address must start with http:// or https://':
      'La dirección del servidor debe empezar por http:// o https://',
    'The server address must not contain a user name or password':
      'La dirección del servidor no debe contener un nombre de usuario ni una contraseña',
    'Not found': 'No encontrado',
    'Nothing is here.': 'Aquí no hay nada.',
    'Sign-in already handled': 'El inicio de sesión ya se completó',
    'You can close this tab.': 'Puedes cerrar esta pestaña.',
    'Sign-in not recognised': 'Inicio de sesión no reconocido',
    'This link does not belong to the sign-in the app started. Start again from the app.':
      'Este enlace no pertenece al inicio de sesión que empezó la app. Vuelve a empezar desde la app.',
    'Sign-in incomplete': 'Inicio de sesión incompleto',
    'The link carries no code.': 'El enlace no lleva ningún código.',
    'You are signed in': 'Has iniciado sesión',
    'You can close this tab and return to the Calisthenics app.':
      'Puedes cerrar esta pestaña y volver a la app Calisthenics.',
    'Sign-in failed': 'No se pudo iniciar sesión',
    '{reason}. Try again from the app.': '{reason}. Inténtalo de nuevo desde la app.',
    'Sign-in timed out after 5 minutes. Try again.':
      'El inicio de sesión caducó a los 5 minutos. Inténtalo de nuevo.',
    'The system browser could not be opened': 'No se pudo abrir el navegador del sistema',
  },
}

export const TEXT_IDS: readonly TextId[] = ENGLISH

let current: Locale = 'en'

/**
 * The app's language from Electron's `app.getLocale()` ('de-DE', 'es-419', 'en-US'): one we
 * speak, else English. Read once the app is ready (Electron answers '' before).
 */
export function setAppLocale(tag: string | null | undefined): Locale {
  current = localeFromLanguages(tag ? [tag] : [])
  return current
}

/** The app's language now. */
export const appLocale = (): Locale => current

/** `id` in the app's language (or `locale`), its `{name}` placeholders filled from `values`. */
export function text(
  id: TextId,
  values: Record<string, string> = {},
  locale: Locale = current,
): string {
  const template = locale === 'en' ? id : TRANSLATIONS[locale][id]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
