/** My Books → Sold (spec 001 §2.11): the member's books that were bought, with the buyer and purchasePrice. */
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useSoldBooks } from '../api/sold';
import { PurchaseList } from './purchase-list';

export function SoldTab() {
  return (
    <PurchaseList
      query={useSoldBooks()}
      party={(item) => `Buyer: ${item.buyer.name}`}
      loadingLabel="Loading the books you sold"
      errorText="Could not load the books you sold."
      empty={
        <>
          <HandCoins aria-hidden className="text-muted-foreground size-10" />
          <p className="font-semibold">No books sold yet</p>
          <p className="text-muted-foreground text-sm">
            Give a book in your library a selling price and neighbours can buy it.
          </p>
          <Button asChild>
            <Link to="/my-books?tab=library">Go to My Library</Link>
          </Button>
        </>
      }
    />
  );
}
