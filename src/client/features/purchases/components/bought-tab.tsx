/** My Books → Bought (spec 001 §2.11): the books the member bought, with the seller and purchasePrice. */
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useBoughtBooks } from '../api/bought';
import { PurchaseList } from './purchase-list';

export function BoughtTab() {
  return (
    <PurchaseList
      query={useBoughtBooks()}
      party={(item) => `Seller: ${item.seller.name}`}
      loadingLabel="Loading the books you bought"
      errorText="Could not load the books you bought."
      empty={
        <>
          <ShoppingBag aria-hidden className="text-muted-foreground size-10" />
          <p className="font-semibold">No books bought yet</p>
          <p className="text-muted-foreground text-sm">
            Neighbours sell books they have finished. Find one to keep.
          </p>
          <Button asChild>
            <Link to="/browse">Browse Books</Link>
          </Button>
        </>
      }
    />
  );
}
