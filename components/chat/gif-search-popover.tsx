'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GifResult } from './types';

type Props = {
  /** Searches GIFs (E2's GET /api/gifs.php); an empty query gives the featured ones. */
  search: (query: string) => Promise<GifResult[]>;
  onPick: (gif: GifResult) => void;
  onClose: () => void;
};

const DEBOUNCE_MS = 300;

/** The gif search panel above the send footer: a search field and a grid of results. */
export function GifSearchPopover({ search, onPick, onClose }: Props) {
  const t = useTranslations('chat.gifs');
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GifResult[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      search(query.trim()).then(
        (gifs) => {
          if (!live) return;
          setFailed(false);
          setResults(gifs);
        },
        () => live && setFailed(true),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="border rounded-3 bg-body shadow p-2 mb-2"
      data-testid="gif-search"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className="d-flex align-items-center mb-2 gap-2">
        <h2 id={`${id}-title`} className="h6 mb-0 flex-grow-1">
          {t('title')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
      </div>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="form-control form-control-sm mb-2"
        placeholder={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {failed && (
        <p className="text-danger small mb-0" role="alert">
          {t('failed')}
        </p>
      )}
      {results && results.length === 0 && <p className="small mb-0">{t('none')}</p>}
      {results && results.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 overflow-auto" style={{ maxHeight: 220 }}>
          {results.map((gif) => (
            <li key={gif.id}>
              <button type="button" className="btn p-0 border-0" onClick={() => onPick(gif)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- GIF preview */}
                <img src={gif.preview_url} alt={gif.title} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
