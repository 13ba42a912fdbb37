import en from '@/messages/en.json';

// Requests outside every locale route (rare: proxy.ts sends pages to a locale) get the English 404.
// A plain link: this boundary is part of every page's tree, and next/link here put a copy of its
// code into every page's first load (issue 10); the way home is a full load anyway.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{en.notFound.title}</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (above) */}
        <a href="/">{en.notFound.home}</a>
      </body>
    </html>
  );
}
