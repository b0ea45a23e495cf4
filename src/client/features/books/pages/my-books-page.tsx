/**
 * My Books (`/my-books`, spec 001 §2.11): a tab bar whose entries come from MY_BOOKS_TABS. My Library is
 * here; Borrowed, Lent Out, Bought and Sold are added as entries by the issues that build them. The
 * chosen tab is kept in `?tab=`.
 */
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { BoughtTab, SoldTab } from '@/client/features/purchases';
import { BorrowedTab, LentOutTab } from '@/client/features/rentals';
import { MyLibraryTab } from '../components/my-library-tab';

interface MyBooksTab {
  value: string;
  label: string;
  Content: ComponentType;
}

/** The tabs in the spec's order (Borrowed, Lent Out, My Library, Bought, Sold), as far as they exist. */
export const MY_BOOKS_TABS: MyBooksTab[] = [
  { value: 'borrowed', label: 'Borrowed', Content: BorrowedTab },
  { value: 'lent', label: 'Lent Out', Content: LentOutTab },
  { value: 'library', label: 'My Library', Content: MyLibraryTab },
  { value: 'bought', label: 'Bought', Content: BoughtTab },
  { value: 'sold', label: 'Sold', Content: SoldTab },
];

const DEFAULT_TAB = 'library';

export default function MyBooksPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = MY_BOOKS_TABS.some((t) => t.value === requested) ? requested! : DEFAULT_TAB;

  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">My Books</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        {/* Five labels fit a 360 px phone: smaller text and padding below 400 px */}
        <TabsList className="w-full">
          {MY_BOOKS_TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="flex-auto px-1 text-xs min-[400px]:px-2 min-[400px]:text-sm"
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {MY_BOOKS_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="pt-2">
            <t.Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
