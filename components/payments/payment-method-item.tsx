import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';

// Provider method ids (Mollie's where there is one) to a recognisable icon; others get a wallet.
const ICONS: Record<string, IconName> = {
  creditcard: 'credit-card',
  card: 'credit-card',
  paypal: 'paypal',
  applepay: 'apple',
  directdebit: 'bank',
  banktransfer: 'bank',
  ideal: 'bank',
  bancontact: 'credit-card',
  kbc: 'bank',
  belfius: 'bank',
  eps: 'bank',
  przelewy24: 'bank',
  blik: 'phone',
  trustly: 'bank',
  twint: 'phone',
  mobilepay: 'phone',
  vipps: 'phone',
  swish: 'phone',
};

export type PaymentMethodOption = { id: string; description: string };

type Props = {
  method: PaymentMethodOption;
  /** The radio group's name: the items of one list form one group. */
  name: string;
  checked: boolean;
  onSelect: (id: string) => void;
  disabled?: boolean;
};

/**
 * The shared "payment method item" (spec §2): one choosable method with its icon and the
 * provider's name for it, a radio in a group so the keyboard moves between methods.
 */
export function PaymentMethodItem({ method, name, checked, onSelect, disabled }: Props) {
  const icon = ICONS[method.id] ?? 'wallet2';
  const id = `${name}-${method.id}`;
  return (
    <div className={`list-group-item list-group-item-action d-flex align-items-center gap-3${checked ? ' active' : ''}`}>
      <input
        className="form-check-input m-0 flex-shrink-0"
        type="radio"
        name={name}
        id={id}
        value={method.id}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(method.id)}
      />
      <Icon name={icon} size={22} aria-hidden="true" className="flex-shrink-0" />
      <label className="form-check-label stretched-link flex-grow-1" htmlFor={id} data-testid={`method-${method.id}`}>
        {method.description}
      </label>
    </div>
  );
}
