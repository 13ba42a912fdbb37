// The page-hidden beacon and bounce logging (spec §7): a hidden page sends POST
// /api/page-hidden.php as a beacon ('{}', text/plain), once; `?lb=` adds the visit's source,
// time and click; a page shown again says so (DELETE).
import { render } from '@testing-library/react';
import { bounceSourceOf, usePageVisibility } from '@/components/push/use-page-visibility';

function Probe({ member }: { member: boolean }) {
  usePageVisibility(member);
  return null;
}

let visibility: DocumentVisibilityState = 'visible';
const beacon = vi.fn<(url: string, body?: BodyInit | null) => boolean>(() => true);
const fetchMock = vi.fn(async () => new Response('{}'));

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  vi.stubGlobal('fetch', fetchMock);
  beacon.mockClear();
  fetchMock.mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => vi.unstubAllGlobals());

describe('usePageVisibility', () => {
  it('a member: one beacon with an empty JSON body when hidden, DELETE when shown again', () => {
    render(<Probe member />);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/page-hidden.php', '{}');
    setVisibility('visible');
    expect(fetchMock).toHaveBeenCalledWith('/api/page-hidden.php', expect.objectContaining({ method: 'DELETE' }));
  });

  it('the next page after a closed tab says the member is back', () => {
    const first = render(<Probe member />);
    setVisibility('hidden');
    first.unmount();
    visibility = 'visible';
    render(<Probe member />);
    expect(fetchMock).toHaveBeenCalledWith('/api/page-hidden.php', expect.objectContaining({ method: 'DELETE' }));
  });

  it('a visitor without ?lb= sends nothing', () => {
    render(<Probe member={false} />);
    setVisibility('hidden');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('?lb= reports the visit once: source, time on page, and whether anything was clicked', () => {
    window.history.replaceState(null, '', '/?lb=1&network=Google');
    render(<Probe member={false} />);
    window.dispatchEvent(new Event('pointerdown'));
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    const url = new URL(beacon.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/page-hidden.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ lb: '1', source: 'Google', clicked: '1' });
    expect(Number(url.searchParams.get('ms'))).toBeGreaterThanOrEqual(0);
  });

  it('a bounce: left without a click', () => {
    window.history.replaceState(null, '', '/landers/video?lb=newsletter');
    render(<Probe member={false} />);
    window.dispatchEvent(new Event('pagehide'));
    const url = new URL(beacon.mock.calls[0][0], 'http://x');
    expect(url.searchParams.get('clicked')).toBe('0');
    expect(url.searchParams.get('source')).toBe('newsletter');
  });

  it('the source: network, else ref, else the lb value, else direct', () => {
    expect(bounceSourceOf(new URLSearchParams('lb=1&network=tiktok&ref=x'))).toBe('tiktok');
    expect(bounceSourceOf(new URLSearchParams('lb=1&ref=partner7'))).toBe('partner7');
    expect(bounceSourceOf(new URLSearchParams('lb=mail'))).toBe('mail');
    expect(bounceSourceOf(new URLSearchParams('lb=1'))).toBe('direct');
  });
});
