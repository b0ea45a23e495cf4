/**
 * Page content wire format (spec 002 §2.1 "Page Content", §3 "Page content", §5, §7, §8): the text an
 * administrator can change on three pages. 'onboarding' is the first welcome slide (title, subtitle,
 * description) and the last slide's button (ctaText, built in 'Get Started'); 'welcome-screen' is the
 * landing page's hero; 'buy-brocks' is the Buy Brocks header (built in 'Buy Brocks Credits'). A null field
 * means the page's built-in text (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */
import { z } from 'zod';
import { contentPaths } from './paths';
import { defineRoute } from './http';
import { validationMessage } from './messages';

export const PAGE_KEYS = ['onboarding', 'welcome-screen', 'buy-brocks'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Longest title, subtitle or button text, and description, in characters. */
export const PAGE_TEXT_MAX = 120;
export const PAGE_DESCRIPTION_MAX = 600;

const pageKeyParams = z.object({
  pageKey: z.enum(PAGE_KEYS, { error: validationMessage('content.unknownPage') }),
});

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, validationMessage('content.tooLong', { max })).nullable().optional(),
  );

export const pageContentBody = z.object({
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: validationMessage('content.required') })
      .min(1, validationMessage('content.required'))
      .max(PAGE_TEXT_MAX, validationMessage('content.tooLong', { max: PAGE_TEXT_MAX })),
  ),
  subtitle: optionalText(PAGE_TEXT_MAX),
  description: optionalText(PAGE_DESCRIPTION_MAX),
  ctaText: optionalText(40),
});
export type PageContentBody = z.input<typeof pageContentBody>;
export type PageContentInput = z.output<typeof pageContentBody>;

/** Stored text of one page; every field null when nothing is stored (the page's built-in text). */
export const pageContent = z.object({
  pageKey: z.enum(PAGE_KEYS),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  ctaText: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContent>;

export const contentRoutes = {
  /** Public: the stored text of one page (nulls when none). */
  get: defineRoute({ ...contentPaths.get, params: pageKeyParams, response: pageContent }),
  /** Admin: the three pages, stored or not, in PAGE_KEYS order. */
  list: defineRoute({ method: 'GET', path: '/api/admin/page-content', response: z.array(pageContent) }),
  /** Admin: creates or replaces a page's text. */
  save: defineRoute({
    method: 'PUT',
    path: '/api/admin/page-content/:pageKey',
    params: pageKeyParams,
    body: pageContentBody,
    response: pageContent,
  }),
} as const;
