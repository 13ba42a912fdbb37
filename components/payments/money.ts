// Amounts travel in minor units (cents, øre, grosze); Intl knows how many a currency has.
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function fromMinor(amount: number, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}
