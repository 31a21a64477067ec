import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { idSchema } from './user'
import { said } from '../i18n/said'

// Messages between a trainer and a client (docs/product.md#messages): both screens and the API
// run these same schemas.

export const MESSAGE_MAX_LENGTH = 2000
export const MESSAGE_EMPTY_MESSAGE = said('Write a message first')
/** The newest messages a thread answers with. */
export const THREAD_LIMIT = 200

const messageFields = {
  /** Made by the device, so a resend is the same message. */
  clientId: z.uuid({ error: said('clientId must be a UUID') }).toLowerCase(),
  body: z
    .string({ error: MESSAGE_EMPTY_MESSAGE })
    .trim()
    .min(1, MESSAGE_EMPTY_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, said('At most {max} characters', { max: MESSAGE_MAX_LENGTH }))
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE),
}

export const sendMessageInputSchema = z.object(messageFields)
export const sendClientMessageInputSchema = z.object({ userId: idSchema, ...messageFields })

export const messageSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  authorId: z.number().int(),
  /** Whether the signed-in caller wrote it. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable().meta({ description: 'When the other side first saw it' }),
})
export type Message = z.infer<typeof messageSchema>

export const threadSchema = z.object({
  trainer: z.object({ id: z.number().int(), username: z.string() }).nullable().meta({
    description: "The athlete's trainer now; null (and no messages) without one",
  }),
  athlete: z.object({ id: z.number().int(), username: z.string() }),
  messages: z.array(messageSchema).meta({ description: 'Oldest first, the newest 200' }),
  unread: z.number().int().meta({ description: "The other side's messages not seen yet" }),
})
export type Thread = z.infer<typeof threadSchema>
