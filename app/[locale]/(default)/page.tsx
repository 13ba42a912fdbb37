import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/server/page-context';
import { alternatesFor } from '@/lib/server/legal/seo';
import type { Locale } from '@/lib/i18n/locales';
import { featuredProfiles } from '@/lib/server/profiles/service';
import { ProfileGrid } from '@/components/home/profile-grid';
import { SignupLink } from '@/components/signup/signup-link';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale }, { site, settings }] = await Promise.all([params, getPageContext()]);
  return {
    title: { absolute: `${settings.name}: ${settings.index_title}` },
    alternates: alternatesFor(site, '/', locale as Locale),
  };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ site, settings, user }, t] = await Promise.all([getPageContext(), getTranslations('home')]);
  const profiles = await featuredProfiles(site, 12);

  return (
    <>
      <section className="hero py-5 mb-4">
        <div className="container py-md-4">
          {user ? (
            <>
              <h1 className="display-6 fw-bold">{t('welcomeBack', { name: user.profile?.name ?? '' })}</h1>
              <div className="d-flex flex-wrap gap-2 mt-4">
                <Link href="/members" className="btn btn-light btn-lg">
                  {t('browseMembers')}
                </Link>
                <Link href="/chats" className="btn btn-outline-light btn-lg">
                  {t('openChats')}
                </Link>
                <Link href="/swipe-game" className="btn btn-outline-light btn-lg">
                  {t('swipeGame')}
                </Link>
                <Link href="/match-finder" className="btn btn-outline-light btn-lg">
                  {t('matchFinder')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <h1 className="display-5 fw-bold">{t('heroTitle')}</h1>
              <p className="lead col-lg-8">{t('heroText')}</p>
              <div className="d-flex flex-wrap gap-2 mt-4">
                <SignupLink className="btn btn-success btn-lg">{t('signupCta')}</SignupLink>
                <Link href="/login" className="btn btn-outline-light btn-lg">
                  {t('loginCta')}
                </Link>
              </div>
            </>
          )}
        </div>
      </section>
      <div className="container">
        <h2 className="h4 mb-3">{t('featured')}</h2>
        <ProfileGrid
          profiles={profiles}
          cdnPrefix={settings.cdn_prefix}
          fictionalIcon={settings.fictional_icon}
        />
        {!user && (
          <section className="row g-4 mt-4" aria-labelledby="why-title">
            <h2 id="why-title" className="h4 col-12 mb-0">
              {t('why', { site: settings.name })}
            </h2>
            {(['Safe', 'Pay', 'Match'] as const).map((key) => (
              <div key={key} className="col-md-4">
                <h3 className="h5">{t(`why${key}`)}</h3>
                <p className="text-body-secondary mb-0">{t(`why${key}Text`)}</p>
              </div>
            ))}
          </section>
        )}
      </div>
    </>
  );
}
