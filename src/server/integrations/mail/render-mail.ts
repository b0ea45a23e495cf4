/**
 * Renders a catalogue mail (domain/notices.ts MailText) to a MailMessage: HTML and plain text from the
 * React layout, absolute links from PUBLIC_URL, and for optional categories the one-click unsubscribe
 * headers (RFC 8058). docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md.
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import type { Language } from '@/domain/languages';
import type { MailText, NoticeCategory } from '@/domain/notices';
import { noticeTranslate } from '../../i18n/member-language';
import type { MailMessage } from './mailer';
import { NoticeMail } from './templates/notice-mail';

export interface RenderMailOptions {
  to: string;
  name: string;
  /** The member's language: greeting, footer and `<html lang>` (ADR 0042); the mail's own words come translated. */
  language: Language;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The category's unsubscribe URL (absolute) and its category; omit for account mails. */
  unsubscribe?: { url: string; category: NoticeCategory };
}

/** `path` made absolute against `publicUrl` (an absolute URL stays as it is). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The message ready for the mailer: subject, HTML, text and (optional categories) unsubscribe headers. */
export async function renderMail(mail: MailText, options: RenderMailOptions): Promise<MailMessage> {
  const tr = noticeTranslate(options.language);
  const unsubscribe = options.unsubscribe && {
    url: options.unsubscribe.url,
    because: tr('mail.because', { noun: tr(`categoryNouns.${options.unsubscribe.category}`) }),
    label: tr('mail.unsubscribe', { noun: tr(`categoryNouns.${options.unsubscribe.category}`) }),
  };
  const element = createElement(NoticeMail, {
    lang: options.language,
    greeting: tr('mail.greeting', { name: options.name }),
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    action: { label: mail.action.label, url: absoluteUrl(options.publicUrl, mail.action.path) },
    unsubscribe,
    appUrl: options.publicUrl,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: options.to,
    subject: mail.subject,
    html,
    text,
    ...(options.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${options.unsubscribe.url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
