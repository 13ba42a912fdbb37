'use client';

import { QueryIsland } from '@/components/session/query-island';
import { IntlIsland } from '@/components/i18n/intl-island';
import { PackagesShop } from './packages-shop';

/**
 * /pricing's packages, with the query cache they are fetched into and the messages the page set
 * aside for them (loaded after mount: lazy-pricing-shop.tsx).
 */
export function PricingShop({ loggedIn }: { loggedIn: boolean }) {
  return (
    <IntlIsland>
      <QueryIsland>
        <PackagesShop mode="pricing" loggedIn={loggedIn} />
      </QueryIsland>
    </IntlIsland>
  );
}
