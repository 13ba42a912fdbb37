import type { ReactNode } from 'react';

// Baseline pages for `npm run bench`: the cheapest pages this server can answer.
export const metadata = { robots: { index: false, follow: false } };

export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
