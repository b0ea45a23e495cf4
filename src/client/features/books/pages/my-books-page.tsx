/**
 * My Books (`/my-books`, spec 001 §2.11): a tab bar whose entries come from MY_BOOKS_TABS. My Library is
 * here; Borrowed, Lent Out, Bought and Sold are added as entries by the issues that build them. The
 * chosen tab is kept in `?tab=`.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { BoughtTab, SoldTab } from '@/client/features/purchases';
import { BorrowedTab, LentOutTab } from '@/client/features/rentals';
import { MyLibraryTab } from '../components/my-library-tab';

interface MyBooksTab {
  value: string;
  /** The tab's label: a key of the `books` catalogue. */
  labelKey: string;
  Content: ComponentType;
}

/** The tabs in the spec's order (Borrowed, Lent Out, My Library, Bought, Sold), as far as they exist. */
export const MY_BOOKS_TABS: MyBooksTab[] = [
  { value: 'borrowed', labelKey: 'myBooks.tabs.borrowed', Content: BorrowedTab },
  { value: 'lent', labelKey: 'myBooks.tabs.lent', Content: LentOutTab },
  { value: 'library', labelKey: 'myBooks.tabs.library', Content: MyLibraryTab },
  { value: 'bought', labelKey: 'myBooks.tabs.bought', Content: BoughtTab },
  { value: 'sold', labelKey: 'myBooks.tabs.sold', Content: SoldTab },
];

const DEFAULT_TAB = 'library';

export default function MyBooksPage() {
  const { t } = useTranslation('books');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = MY_BOOKS_TABS.some((entry) => entry.value === requested) ? requested! : DEFAULT_TAB;

  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('myBooks.title')}</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        {/* Five labels fit a 360 px phone: smaller text and padding below 400 px; longer labels (Hindi,
            en-XA) wrap onto a second row rather than run past the screen (ADR 0054) */}
        <TabsList className="h-auto w-full flex-wrap">
          {MY_BOOKS_TABS.map((entry) => (
            <TabsTrigger
              key={entry.value}
              value={entry.value}
              className="h-8 flex-auto px-1 text-xs min-[400px]:px-2 min-[400px]:text-sm"
            >
              {t(entry.labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {MY_BOOKS_TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value} className="pt-2">
            <entry.Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
