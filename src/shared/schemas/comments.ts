import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text'
import { idSchema } from './user'
import { said } from '../i18n/said'

// Comments on a training session (docs/product.md#session-comments): the session page's form
// and the API run these same schemas.

export const COMMENT_MAX_LENGTH = 2000
export const COMMENT_EMPTY_MESSAGE = said('Write a comment first')

export const addCommentInputSchema = z.object({
  sessionId: idSchema,
  /** Made by the device, so a resend is the same comment. */
  clientId: z.uuid({ error: said('clientId must be a UUID') }).toLowerCase(),
  body: z
    .string({ error: COMMENT_EMPTY_MESSAGE })
    .trim()
    .min(1, COMMENT_EMPTY_MESSAGE)
    .max(COMMENT_MAX_LENGTH, said('At most {max} characters', { max: COMMENT_MAX_LENGTH }))
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE),
  /** One set of the session the comment is about; none for the whole session. */
  setId: z
    .number({ error: said('Set ids are whole numbers') })
    .int()
    .positive()
    .optional(),
})
export type AddCommentInput = z.infer<typeof addCommentInputSchema>

export const sessionCommentSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable().meta({ description: "The author's username; null once gone" }),
  /** Whether the author is the session's athlete (else their trainer). */
  byAthlete: z.boolean(),
  setId: z.number().int().nullable(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z
    .string()
    .nullable()
    .meta({ description: "When the session's other party first saw it" }),
})
export type SessionComment = z.infer<typeof sessionCommentSchema>

/** On Daily: comments on the athlete's sessions by someone else that they have not seen. */
export const newCommentsSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  count: z.number().int(),
})
export type NewComments = z.infer<typeof newCommentsSchema>
