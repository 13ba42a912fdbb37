import Link from 'next/link';
import en from '@/messages/en.json';

// Requests outside every locale route (rare: proxy.ts sends pages to a locale) get the English 404.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{en.notFound.title}</h1>
        <Link href="/">{en.notFound.home}</Link>
      </body>
    </html>
  );
}
