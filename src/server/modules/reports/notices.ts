/**
 * The moderation notices (ADR 0050), in each recipient's language (ADR 0042): `report_reviewed` tells the
 * reporter that their report was reviewed and only whether action was taken, never which; `member_warned`
 * is an administrator's warning to the member a report was about.
 */
import { t } from '../../i18n/t';
import type { NoticeText } from '../../i18n/member-language';

/** The reporter's notice: 'Your report was reviewed', with one of two texts (action taken or not). */
export function reportReviewedNotice(actioned: boolean): { title: NoticeText; message: NoticeText } {
  return {
    title: (lng) => t('notices:inApp.reportReviewed.title', {}, lng),
    message: (lng) =>
      t(
        actioned ? 'notices:inApp.reportReviewed.actioned' : 'notices:inApp.reportReviewed.noAction',
        {},
        lng,
      ),
  };
}

/** The warned member's notice. */
export function warnedNotice(): { title: NoticeText; message: NoticeText } {
  return {
    title: (lng) => t('notices:inApp.memberWarned.title', {}, lng),
    message: (lng) => t('notices:inApp.memberWarned.message', {}, lng),
  };
}
