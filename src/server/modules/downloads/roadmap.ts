/**
 * The future features roadmap download (spec 001 §2.18): planned work that is not in the app yet.
 * An item leaves this list when it ships (docs/decisions/0021-downloads-and-feedback.md).
 */
import { DOWNLOAD_INFO } from '@/contract/downloads';
import { bullets, heading, paragraph, type DocumentModel } from './model';

export function futureFeaturesRoadmap(): DocumentModel {
  return {
    title: DOWNLOAD_INFO['future-features-roadmap'].title,
    subtitle: 'Planned features that are not in Hubshelf yet. No dates are promised.',
    blocks: [
      paragraph(
        'This list is about what we intend to build, not what the app does today. Priorities follow what members ' +
          'tell us through the feedback form.',
      ),
      heading('Adding books faster'),
      bullets(
        'Bulk upload by shelf photo: photograph a shelf, review the books recognised on the spines, and list them all at once.',
        'Barcode scanning: point the camera at a book’s barcode to fill in its ISBN, title and author.',
      ),
      heading('Staying in touch'),
      bullets(
        'Push notifications: due dates, return requests and new messages on the phone’s lock screen, for members who allow them.',
        'Wishlist and availability alerts: save a book and be told when it can be borrowed.',
      ),
      heading('Finding the right book'),
      bullets('Genre preferences: tell us what you like and get recommendations from your hubs’ shelves.'),
      heading('For more readers'),
      bullets('Hindi: the whole app in Hindi, chosen by each member.'),
      heading('Trust at hand-over'),
      bullets(
        'A confirmed hand-over: lender and borrower confirm in the app when a book changes hands, so the loan starts and ends at the real moment.',
        'Condition notes at hand-over and return, so a dispute about damage can be settled from the record.',
      ),
    ],
  };
}
