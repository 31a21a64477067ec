import type { InvitationRole } from '../schemas/invitation'

/** What the invitation asks, e.g. 'to train with them on Calisthenics'. */
export function invitationPurpose(role: InvitationRole): string {
  return role === 'trainer'
    ? 'to become a trainer on Calisthenics'
    : 'to train with them on Calisthenics'
}

/** What accepting does, in the words the mail and the /invite page both use. */
export function invitationEffect(role: InvitationRole, inviterName: string): string {
  return role === 'trainer'
    ? 'Accepting gives your account the trainer role, so you can invite and coach clients.'
    : `Accepting makes you ${inviterName}'s client, so they can follow your training.`
}

/** The signed-in email may accept only an invitation sent to it (docs/product.md#invitations, case-insensitive). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}
