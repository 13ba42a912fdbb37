import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { AdminHeader } from '@/components/admin/admin-header';
import { currentStaff } from '@/lib/server/admin/page';

// The console (issue 15): its own chrome, no entry warning, no member top bar, never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AdminLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff();
  return (
    <>
      <AdminHeader staff={staff && { name: staff.name, role: staff.role }} />
      <main id="main" className="container-fluid py-4">
        {children}
      </main>
    </>
  );
}
