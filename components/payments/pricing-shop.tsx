'use client';

import { QueryIsland } from '@/components/session/query-island';
import { PackagesShop } from './packages-shop';

/** /pricing's packages, with the query cache they are fetched into. */
export function PricingShop({ loggedIn }: { loggedIn: boolean }) {
  return (
    <QueryIsland>
      <PackagesShop mode="pricing" loggedIn={loggedIn} />
    </QueryIsland>
  );
}
