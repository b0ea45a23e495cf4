/** Types of scripts/budget/pages.mjs for its TypeScript test. */
export interface BudgetPage {
  id: string;
  name: string;
  path: string | ((context: { bookId: number }) => string);
  seenWelcome: boolean;
  signedIn: boolean;
  min: number;
}
export const PAGES: BudgetPage[];
export function selectPages(pages: BudgetPage[], filter?: string): BudgetPage[];
