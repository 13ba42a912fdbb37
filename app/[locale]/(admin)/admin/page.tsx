import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/server/admin/page';
import { adminAreaPath, areasOf } from '@/lib/admin/roles';

type Props = { params: Promise<{ locale: string }> };

/** /admin: the first part of the console this role may use, or the sign-in. */
export default async function AdminHome({ params }: Props) {
  const { locale } = await params;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const staff = await currentStaff();
  redirect(staff ? `${prefix}${adminAreaPath(areasOf(staff.role)[0])}` : `${prefix}/admin/login`);
}
