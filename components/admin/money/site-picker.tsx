type Props = {
  id: string;
  sites: { id: number; name: string }[];
  current: number;
  labels: { site: string; show: string };
};

/** The money pages work on one site at a time: a plain GET form choosing it (?site=). */
export function SitePicker({ id, sites, current, labels }: Props) {
  return (
    <form method="get" className="row g-2 align-items-end mb-3">
      <div className="col-auto">
        <label className="form-label" htmlFor={id}>
          {labels.site}
        </label>
        <select id={id} name="site" className="form-select" defaultValue={current}>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-outline-primary">
          {labels.show}
        </button>
      </div>
    </form>
  );
}
