type Profile = {
  name: string;
  age: number;
  city: string | null;
  country: string;
  about: string;
  photo: string | null;
};

/** A profile as the operator needs it: photo, name, age, place, about (no e-mail: none is passed). */
export function ProfileCard({
  profile,
  labels,
}: {
  profile: Profile;
  labels: { age: string; city: string; about: string; photo: string };
}) {
  return (
    <div className="card">
      {profile.photo && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={profile.photo}
          alt={labels.photo}
          className="card-img-top"
          style={{ objectFit: 'cover', maxHeight: 220 }}
        />
      )}
      <div className="card-body">
        <p className="card-title h6 mb-2">{profile.name}</p>
        <dl className="row small mb-0">
          <dt className="col-5">{labels.age}</dt>
          <dd className="col-7">{profile.age}</dd>
          <dt className="col-5">{labels.city}</dt>
          <dd className="col-7">{[profile.city, profile.country].filter(Boolean).join(', ')}</dd>
          <dt className="col-12">{labels.about}</dt>
          <dd className="col-12 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {profile.about || '—'}
          </dd>
        </dl>
      </div>
    </div>
  );
}
