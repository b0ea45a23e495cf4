/**
 * The investor pitch deck download (spec 001 §2.18), written for Hubshelf. It describes the product as
 * built and its business model from the platform settings defaults; it states no market sizes, user counts
 * or revenue, because Hubshelf has none to report yet (docs/decisions/0021-downloads-and-feedback.md).
 */
import { DOWNLOAD_INFO } from '@/contract/downloads';
import { PLATFORM_DEFAULTS } from '@/domain/settings';
import { bullets, heading, paragraph, type DocumentModel } from './model';

export function investorPitchDeck(): DocumentModel {
  return {
    title: DOWNLOAD_INFO['investor-pitch-deck'].title,
    subtitle: 'Connect, share, read: a book-sharing marketplace for the places people already share.',
    blocks: [
      heading('1. The problem'),
      bullets(
        'Most books are read once and then sit on a shelf, while a neighbour down the corridor buys the same title new.',
        'Lending between neighbours works only among people who already know each other, and nobody keeps track of who has which book.',
        'Online marketplaces for used books are built for strangers and shipping, not for the people in your building, school or office.',
      ),
      heading('2. The product'),
      paragraph(
        'Hubshelf turns a housing society, a school or an office into a shared library. Members list the books on ' +
          'their shelves with a daily rental fee and an optional selling price. Neighbours in the same hub browse, ' +
          'borrow, return, buy and review them, and hand the books over in person.',
      ),
      bullets(
        'Hubs: members join their society, school or office; new hubs are approved by an administrator.',
        'Listing: by ISBN lookup or by hand, in under a minute.',
        'Borrowing: the rental fee, a platform fee and a refundable security deposit, priced by the server.',
        'Loans: return requests, extensions, reminders, due-soon and overdue notices, late fees taken from the deposit.',
        'Brocks: credits earned for listing, lending, borrowing and referring friends, spent as discounts.',
        'Built for phones: a fast, narrow web app that installs like a native one.',
      ),
      heading('3. Why hubs'),
      bullets(
        'Trust: borrowers and lenders live or work in the same place and can meet to hand a book over.',
        'No shipping: a hand-over costs nothing and takes minutes.',
        'Growth by invitation: every member can invite neighbours with a referral link and earn Brocks for it.',
      ),
      heading('4. Business model'),
      bullets(
        `A platform fee on every rental and purchase: ${PLATFORM_DEFAULTS.commissionRate} % by default, set by administrators.`,
        'Fees for late returns and extensions, with the platform fee applied to them.',
        'Brocks packages that members can buy to pay for rentals.',
        'Lenders keep the whole rental fee; the deposit is refunded on return.',
      ),
      heading('5. Where we are'),
      paragraph(
        'The marketplace works end to end: hubs, listings, search, borrowing and buying with payments, returns, ' +
          'extensions, late fees, Brocks and notifications. It runs on a single server with an embedded database ' +
          'and scales out on PostgreSQL. We have not launched publicly and report no usage figures yet.',
      ),
      heading('6. What comes next'),
      paragraph(
        'Our roadmap (a separate download) lists the next features: adding a whole shelf from one photo, barcode ' +
          'scanning, push notifications, Hindi, and a confirmed hand-over between members.',
      ),
      heading('7. Contact'),
      paragraph('To talk to the Hubshelf team, send us a message through the feedback form in the app.'),
    ],
  };
}
