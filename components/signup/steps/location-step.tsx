'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { apiError } from '@/lib/api-client/api-error';
import { useOwnProfile, useUpdateProfile } from '@/lib/api-client/profile';
import { useRegions } from '@/lib/api-client/reference-data';
import { fetchGeocode } from '@/lib/api-client/signup';
import { currentPosition, geolocationPermission } from '@/lib/utils/geolocation';
import { useSessionStore } from '@/stores/session-store';
import { StepActions, StepError } from './step-actions';
import { Icon } from '@/components/ui/icon';

type Notice = {
  key: 'found' | 'outside' | 'notFound' | 'unavailable' | 'denied';
  values?: Record<string, string>;
};

function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Step "location": the browser's position (spec §4 permission states) turned into city and region
 * by GET /api/geocode.php and kept as geolocation_geocode, or a manual country, region and city.
 */
export function LocationStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('location');
  const tg = useTranslations('errors');
  const locale = useLocale();
  const settings = useSettings();
  const profile = useOwnProfile();
  const update = useUpdateProfile();
  const permission = useSessionStore((s) => s.geolocation_permission);
  const setPermission = useSessionStore((s) => s.setGeolocationPermission);
  const setGeocode = useSessionStore((s) => s.setGeolocationGeocode);
  const [country, setCountry] = useState<string>(settings.geoip_selected_country);
  const [region, setRegion] = useState('');
  const [city, setCity] = useState('');
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const regions = useRegions(country);
  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => {
    void geolocationPermission().then(setPermission);
  }, [setPermission]);

  // Start from what the profile already says (a reload in the middle of the flow).
  if (!prefilled && profile.data) {
    setPrefilled(true);
    if (settings.countries.includes(profile.data.country)) setCountry(profile.data.country);
    setRegion(profile.data.region ?? '');
    setCity(profile.data.city ?? '');
  }

  const locate = async () => {
    setNotice(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      setPermission('granted');
      const found = await fetchGeocode(position.lat, position.lon);
      setGeocode(found);
      if (!settings.countries.includes(found.country)) {
        setNotice({
          key: 'outside',
          values: { country: countryName(locale, found.country), site: settings.name },
        });
        return;
      }
      setCountry(found.country);
      setRegion(found.region ?? '');
      setCity(found.city);
      setNotice({
        key: 'found',
        values: { city: found.city, region: found.region_name ?? countryName(locale, found.country) },
      });
    } catch (err) {
      const code = (err as GeolocationPositionError | null)?.code;
      if (code === 1) {
        setPermission('denied');
        setNotice({ key: 'denied' });
      } else if (apiError(err).error === 'geocode_not_found') setNotice({ key: 'notFound' });
      else setNotice({ key: 'unavailable' });
    } finally {
      setLocating(false);
    }
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ country, region: region || null, city: city.trim() || null });
      onDone();
    } catch (err) {
      const code = apiError(err).error;
      setError(
        t.has(`errors.${code}`) ? t(`errors.${code}`) : code === 'offline' ? tg('offline') : tg('generic'),
      );
    }
  };

  const canLocate = permission !== 'unsupported' && permission !== 'denied';
  return (
    <form onSubmit={save} noValidate aria-labelledby="location-step-title">
      <h2 id="location-step-title" className="h4" tabIndex={-1}>
        {t('title')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      {canLocate ? (
        <button type="button" className="btn btn-outline-primary mb-3" onClick={locate} disabled={locating}>
          <Icon name="geo-alt" className="me-1" aria-hidden="true" />
          {locating ? t('locating') : t('useMyLocation')}
        </button>
      ) : (
        <p className="small text-body-secondary" data-testid="geolocation-state">
          {t(permission === 'unsupported' ? 'unsupported' : 'blocked')}
        </p>
      )}
      {notice && (
        <div
          className={`alert ${notice.key === 'found' ? 'alert-success' : 'alert-warning'} py-2`}
          role="status"
        >
          {t(`notices.${notice.key}`, notice.values ?? {})}
        </div>
      )}
      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor="location-country" className="form-label">
            {t('country')}
          </label>
          <select
            id="location-country"
            className="form-select"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value);
              setRegion('');
            }}
          >
            {settings.countries.map((c) => (
              <option key={c} value={c}>
                {countryName(locale, c)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <label htmlFor="location-region" className="form-label">
            {t('region')}
          </label>
          <select
            id="location-region"
            className="form-select"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
          >
            <option value="">{t('regionChoose')}</option>
            {(regions.data ?? []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <label htmlFor="location-city" className="form-label">
            {t('city')}
          </label>
          <input
            id="location-city"
            className="form-control"
            maxLength={100}
            autoComplete="address-level2"
            value={city}
            onChange={(e) => setCity(e.target.value)}
          />
        </div>
      </div>
      <StepError message={error} />
      <StepActions onSkip={onDone} pending={update.isPending} />
    </form>
  );
}
