/**
 * Demo feedback (ARCHITECTURE §1 demo data; spec 002 §2.1 "Feedback" tab): a few entries from the demo
 * members over the past days, one per category, sent through the feedback use case so the administrator's
 * Feedback tab has something to read on a fresh start.
 */
import type { FeedbackCategory } from '@/contract/feedback';
import { sendFeedback } from '../modules/feedback';
import type { SeedContext } from './index';

const HOUR_MS = 60 * 60 * 1000;

const DEMO_FEEDBACK: { email: string; category: FeedbackCategory; feedback: string; agoHours: number }[] = [
  {
    email: 'asha@hubshelf.local',
    category: 'feature',
    feedback: 'It would be great to scan a book barcode instead of typing the ISBN.',
    agoHours: 70,
  },
  {
    email: 'ravi@hubshelf.local',
    category: 'bug',
    feedback: 'The due date of a loan showed yesterday’s date for a moment after I extended it.',
    agoHours: 52,
  },
  {
    email: 'meera@hubshelf.local',
    category: 'compliment',
    feedback: 'Borrowed three books from my building this month. Lovely idea!',
    agoHours: 30,
  },
  {
    email: 'kabir@hubshelf.local',
    category: 'improvement',
    feedback: 'Please show how far away the lender lives in the same society, like the tower name.',
    agoHours: 8,
  },
  {
    email: 'priya@hubshelf.local',
    category: 'general',
    feedback: 'Could schools get a separate section for textbooks?',
    agoHours: 2,
  },
];

export async function seedFeedback({ db, clock, users }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  for (const entry of DEMO_FEEDBACK) {
    const member = users.members.find((m) => m.email === entry.email);
    if (!member) continue;
    await sendFeedback(db, member.id, entry, new Date(now - entry.agoHours * HOUR_MS));
  }
}
