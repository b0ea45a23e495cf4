/**
 * Page content (spec 002 §2.1 "Page Content", §3, §5 "Page content", §7): the editable text of the
 * onboarding, welcome-screen and buy-brocks pages. A page with no stored row answers nulls, which the
 * client reads as its built-in text (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */
import { eq } from 'drizzle-orm';
import { PAGE_KEYS, type PageContent, type PageContentInput, type PageKey } from '@/contract/content';
import type { Db } from '../../db/client';
import { pageContent, type PageContentRow } from '../../db/schema';

function toContent(pageKey: PageKey, row: PageContentRow | undefined): PageContent {
  return {
    pageKey,
    title: row?.title ?? null,
    subtitle: row?.subtitle ?? null,
    description: row?.description ?? null,
    ctaText: row?.ctaText ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The stored text of `pageKey` (all nulls when none). */
export async function getPageContent(db: Db, pageKey: PageKey): Promise<PageContent> {
  const [row] = await db.select().from(pageContent).where(eq(pageContent.pageKey, pageKey));
  return toContent(pageKey, row);
}

/** Every known page, in PAGE_KEYS order, stored or not. */
export async function listPageContent(db: Db): Promise<PageContent[]> {
  const rows = await db.select().from(pageContent);
  return PAGE_KEYS.map((key) =>
    toContent(
      key,
      rows.find((r) => r.pageKey === key),
    ),
  );
}

/** Creates or replaces the text of `pageKey`; blank optional fields are stored as null (built-in text). */
export async function savePageContent(
  db: Db,
  pageKey: PageKey,
  input: PageContentInput,
  adminId: number,
  now: Date,
): Promise<PageContent> {
  const values = {
    title: input.title,
    subtitle: input.subtitle ?? null,
    description: input.description ?? null,
    ctaText: input.ctaText ?? null,
    updatedBy: adminId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pageContent)
    .values({ pageKey, ...values })
    .onConflictDoUpdate({ target: pageContent.pageKey, set: values })
    .returning();
  return toContent(pageKey, row);
}
