// Landers (issue 13): tracking parameters from the lander URL to the signup, slugs, the map, the page cache.
import { describe, expect, it, beforeEach } from 'vitest';
import { signupHref, trackingOfPage } from '@/lib/server/landers/signup-href';
import { isLanderName, isLanderSlug, LANDER_PATHS } from '@/lib/server/landers/names';
import { countryMap } from '@/lib/server/landers/map';
import { MAP_HEIGHT, MAP_WIDTH } from '@/lib/schemas/lander';
import { isPublicPath } from '@/lib/server/http/page-cache-key';
import { trackingFromQuery } from '@/lib/schemas/signup-tracking';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';

describe('tracking capture', () => {
  it('keeps network, ref and sub1-sub3 of the page query, first of repeated ones, nothing else', () => {
    expect(
      trackingOfPage({
        network: 'x',
        sub1: 'y',
        sub2: ['a', 'b'],
        ref: '  ',
        utm_source: 'z',
        sub3: undefined,
      }),
    ).toEqual({ network: 'x', sub1: 'y', sub2: 'a' });
  });

  it('cuts a value to 100 characters', () => {
    expect(trackingOfPage({ network: 'n'.repeat(300) }).network).toHaveLength(100);
  });

  it("builds the signup link with the lander's tracking parameters, encoded", () => {
    expect(signupHref('/signup', { network: 'x', sub1: 'y z&w' })).toBe('/signup?network=x&sub1=y+z%26w');
    expect(signupHref('/members/7/signup', {})).toBe('/members/7/signup');
  });

  beforeEach(() => resetSignupStore());

  it('the signup store keeps what the lander URL carried until the signup sends it', () => {
    // What the layout's SignupModal does on a lander: read the address bar's query.
    const capture = useSignupStore.getState().captureTracking;
    capture(trackingFromQuery(new URLSearchParams('?network=x&sub1=y&other=1')));
    // A later page without parameters changes nothing; a later landing adds to them.
    capture(trackingFromQuery(new URLSearchParams('')));
    capture(trackingFromQuery(new URLSearchParams('?sub2=z')));
    expect(useSignupStore.getState().tracking).toEqual({ network: 'x', sub1: 'y', sub2: 'z' });
    expect(JSON.parse(sessionStorage.getItem('heartline-signup')!).state.tracking).toEqual({
      network: 'x',
      sub1: 'y',
      sub2: 'z',
    });
  });
});

describe('lander names and slugs', () => {
  it('knows the eight named landers', () => {
    expect(['alonetonight', 'video', 'maplanding'].every(isLanderName)).toBe(true);
    expect(isLanderName('tinderswipe')).toBe(false);
    expect(isLanderName('constructor')).toBe(false);
    expect(LANDER_PATHS).toHaveLength(9);
  });

  it('accepts lower-case slugs with dashes only', () => {
    expect(isLanderSlug('amsterdam')).toBe(true);
    expect(isLanderSlug('over-40')).toBe(true);
    for (const bad of ['', '-a', 'a-', 'Amsterdam', 'a b', 'a/b', '%00', 'x'.repeat(61), 'é']) {
      expect(isLanderSlug(bad)).toBe(false);
    }
  });
});

describe('the stylised map', () => {
  it('pins profiles of the country by region inside the drawing, others left off', () => {
    const map = countryMap('NL', [
      { id: 1, country: 'NL', region: 'NH' },
      { id: 2, country: 'NL', region: 'LI' },
      { id: 3, country: 'NL', region: null },
      { id: 4, country: 'DE', region: 'BE' },
      { id: 5, country: 'NL', region: 'XX' },
    ]);
    expect([...map.pins.keys()].sort()).toEqual([1, 2]);
    expect(map.dots.length).toBeGreaterThan(10);
    for (const p of [...map.pins.values(), ...map.dots]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // Limburg is south of Noord-Holland: further down the drawing.
    expect(map.pins.get(2)!.y).toBeGreaterThan(map.pins.get(1)!.y);
  });

  it('spreads pins on a round area for a country without town data', () => {
    const map = countryMap('GB', [{ id: 1, country: 'GB', region: null }]);
    expect(map.dots).toEqual([]);
    expect(map.pins.size).toBe(1);
  });
});

describe('page cache', () => {
  it('keeps legal pages, pricing, landers and member landings, in every locale, and nothing beside them', () => {
    for (const path of [
      '/landers/gallery',
      '/de/landers/maplanding/amsterdam',
      '/landers/tinderswipe',
      '/members/12/landing',
      '/nl/members/12/landing2/summer',
      '/members/12/landing3',
      '/pages/terms',
      '/de/pages/privacy',
      '/pages/return-policy',
      '/fr/pricing',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of [
      '/landers/gallery/a/b',
      '/members/12',
      '/members/12/signup',
      '/members/12/landing4',
      '/members/x/landing',
      '/pages/unknown',
      '/pages/terms/x',
      '/complaints',
      '/credits',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});
