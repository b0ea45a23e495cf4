/**
 * Every user-facing text of the home's own cards (spec 001 §2.2, §8), ready for a Hindi translation:
 * 'Complete Your Profile' and 'Invite Friends'. Texts the spec gives are word for word; the rest are
 * Hubshelf's own.
 */
export const HOME_TEXT = {
  completeProfile: {
    title: 'Complete Your Profile',
    description: 'Add your address so neighbours know where to collect the books you lend.',
    open: 'Add Address',
    dialogDescription: 'Borrowers and buyers see this address when they collect a book from you.',
    dismiss: 'Dismiss Complete Your Profile',
  },
  invite: {
    title: 'Invite Friends',
    description: 'Bring friends and neighbours to Hubshelf: more members, more books to share.',
    linkLabel: 'Your invite link',
    whatsapp: 'WhatsApp',
    copy: 'Copy Link',
    copied: 'Copied!',
    copiedToast: { title: 'Link Copied!', description: 'Invite link copied to clipboard' },
    /** the WhatsApp message, followed by a blank line and the link */
    message: (link: string) =>
      `Join me on Hubshelf: borrow, lend and sell books with your neighbours! Sign up with my link:\n\n${link}`,
    subject: 'Join me on Hubshelf',
  },
} as const;
