// GET /api/geocode.php names the place a point is in: the city for its centre and its districts,
// a suburb that is a municipality of its own for that suburb (GeoNames data, docs/decisions.md).
import { GET } from '@/app/api/geocode.php/route';
import { places } from '@/lib/server/geo/places';
import { nearestPlace, radiusKm } from '@/lib/server/geo/nearest-place';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';

const geocode = (lat: number, lon: number) =>
  callRoute(GET, apiRequest('GET', `/api/geocode.php?lat=${lat}&lon=${lon}`));

beforeAll(async () => {
  await createSite();
});

// [where, lat, lon, country, the city the data names]. Names are GeoNames' main names, which are
// English for some cities (Vienna, Munich, Warsaw) and local for others (Köln, Gent, Genève).
const POINTS: [string, number, number, string, string][] = [
  // The places of the issue, which answered a small town nearby.
  ['Dam Square', 52.3731, 4.8922, 'NL', 'Amsterdam'],
  ['Rotterdam, Coolsingel', 51.9225, 4.4792, 'NL', 'Rotterdam'],
  ['Brussels, Grand-Place', 50.8467, 4.3525, 'BE', 'Brussels'],
  ['Berlin Mitte, Alexanderplatz', 52.5219, 13.4132, 'DE', 'Berlin'],
  ['Berlin Mitte, Rotes Rathaus', 52.52, 13.405, 'DE', 'Berlin'],
  ['Vienna, Stephansplatz', 48.2085, 16.3731, 'AT', 'Vienna'],
  ['Zurich, Paradeplatz', 47.3697, 8.5392, 'CH', 'Zürich'],
  ['Eindhoven, 18 Septemberplein', 51.4416, 5.4697, 'NL', 'Eindhoven'],
  ['Manhattan, Times Square', 40.758, -73.9855, 'US', 'New York City'],
  ['Manhattan, Central Park', 40.7812, -73.9665, 'US', 'New York City'],
  // Netherlands
  ['Utrecht, Dom', 52.0907, 5.1214, 'NL', 'Utrecht'],
  ['The Hague, Binnenhof', 52.0799, 4.3133, 'NL', 'The Hague'],
  ['Groningen, Grote Markt', 53.219, 6.568, 'NL', 'Groningen'],
  ['Haarlem, Grote Markt', 52.3812, 4.6363, 'NL', 'Haarlem'],
  ['Amstelveen, Stadshart', 52.303, 4.858, 'NL', 'Amstelveen'],
  ['Schiedam, centre', 51.917, 4.399, 'NL', 'Schiedam'],
  ['Diemen', 52.3397, 4.9625, 'NL', 'Diemen'],
  ['Ouderkerk aan de Amstel (a village beside Amsterdam)', 52.2953, 4.9139, 'NL', 'Ouderkerk aan de Amstel'],
  // Belgium: the data has no place for Brussels' other municipalities (Ixelles, Schaerbeek…)
  ['Ixelles, Place Flagey', 50.8275, 4.372, 'BE', 'Brussels'],
  ['Antwerp, Grote Markt', 51.2213, 4.3997, 'BE', 'Antwerpen'],
  ['Ghent, Korenmarkt', 51.0543, 3.7174, 'BE', 'Gent'],
  ['Liège, Place Saint-Lambert', 50.6412, 5.5718, 'BE', 'Liège'],
  ['Bruges, Markt', 51.2093, 3.2247, 'BE', 'Brugge'],
  // Germany
  ['Munich, Marienplatz', 48.1374, 11.5755, 'DE', 'Munich'],
  ['Hamburg, Rathaus', 53.5503, 9.992, 'DE', 'Hamburg'],
  ['Hamburg-Altona (a district)', 53.5503, 9.935, 'DE', 'Hamburg'],
  ['Cologne, Dom', 50.9413, 6.9583, 'DE', 'Köln'],
  ['Frankfurt, Römer', 50.1106, 8.6821, 'DE', 'Frankfurt am Main'],
  ['Offenbach (a city beside Frankfurt)', 50.1006, 8.7665, 'DE', 'Offenbach'],
  ['Potsdam', 52.3906, 13.0645, 'DE', 'Potsdam'],
  ['Fürth (beside Nuremberg)', 49.4771, 10.9887, 'DE', 'Fürth'],
  // Austria
  ['Vienna-Favoriten (a district)', 48.1752, 16.3878, 'AT', 'Vienna'],
  ['Klosterneuburg (beside Vienna)', 48.3053, 16.3256, 'AT', 'Klosterneuburg'],
  ['Graz, Hauptplatz', 47.0707, 15.4382, 'AT', 'Graz'],
  ['Salzburg, Residenzplatz', 47.7981, 13.0465, 'AT', 'Salzburg'],
  // Switzerland
  ['Zurich-Oerlikon (a district)', 47.4111, 8.5442, 'CH', 'Zürich'],
  ['Geneva', 46.2044, 6.1432, 'CH', 'Genève'],
  ['Bern, Bundesplatz', 46.948, 7.4474, 'CH', 'Bern'],
  ['Basel, Marktplatz', 47.5596, 7.5886, 'CH', 'Basel'],
  // United States
  ['Brooklyn (a borough)', 40.6782, -73.9442, 'US', 'New York City'],
  ['Hoboken (across the Hudson)', 40.744, -74.0324, 'US', 'Hoboken'],
  [
    'Jersey City, Exchange Place (inside New York’s radius, in New Jersey)',
    40.7178,
    -74.0431,
    'US',
    'Jersey City',
  ],
  ['Chicago, the Loop', 41.8819, -87.6278, 'US', 'Chicago'],
  ['Evanston (beside Chicago)', 42.0451, -87.6877, 'US', 'Evanston'],
  ['Los Angeles, City Hall', 34.0537, -118.2427, 'US', 'Los Angeles'],
  ['Santa Monica', 34.0195, -118.4912, 'US', 'Santa Monica'],
  ['San Francisco, Union Square', 37.788, -122.4075, 'US', 'San Francisco'],
  // Nordic countries
  ['Copenhagen, Rådhuspladsen', 55.6761, 12.5683, 'DK', 'Copenhagen'],
  ['Aarhus', 56.1567, 10.2108, 'DK', 'Århus'],
  ['Stockholm, Sergels torg', 59.3326, 18.0649, 'SE', 'Stockholm'],
  ['Solna (beside Stockholm)', 59.36, 18.0009, 'SE', 'Solna'],
  ['Gothenburg', 57.7089, 11.9746, 'SE', 'Göteborg'],
  ['Malmö', 55.605, 13.0038, 'SE', 'Malmö'],
  ['Oslo', 59.9139, 10.7522, 'NO', 'Oslo'],
  ['Bergen', 60.3929, 5.3241, 'NO', 'Bergen'],
  ['Helsinki, Senate Square', 60.1699, 24.9525, 'FI', 'Helsinki'],
  ['Espoo (beside Helsinki)', 60.2055, 24.6559, 'FI', 'Espoo'],
  ['Vantaa (beside Helsinki)', 60.2934, 25.0378, 'FI', 'Vantaa'],
  ['Tampere', 61.4978, 23.761, 'FI', 'Tampere'],
  // Poland
  ['Warsaw, Old Town', 52.2497, 21.0122, 'PL', 'Warsaw'],
  ['Warsaw-Mokotów (a district)', 52.1939, 21.0458, 'PL', 'Warsaw'],
  ['Kraków, Rynek', 50.0617, 19.9373, 'PL', 'Kraków'],
  ['Gdańsk', 54.352, 18.6466, 'PL', 'Gdańsk'],
  ['Sopot (beside Gdańsk)', 54.4418, 18.5601, 'PL', 'Sopot'],
  // France
  ['Paris, Notre-Dame', 48.853, 2.3499, 'FR', 'Paris'],
  ['Boulogne-Billancourt (beside Paris)', 48.8397, 2.2399, 'FR', 'Boulogne-Billancourt'],
  ['Saint-Denis (beside Paris)', 48.9362, 2.3574, 'FR', 'Saint-Denis'],
  ['Lyon, Place Bellecour', 45.7578, 4.832, 'FR', 'Lyon'],
  ['Villeurbanne (beside Lyon)', 45.7667, 4.8803, 'FR', 'Villeurbanne'],
  ['Marseille, Vieux-Port', 43.2951, 5.374, 'FR', 'Marseille'],
  // Spain
  ['Madrid, Puerta del Sol', 40.4168, -3.7038, 'ES', 'Madrid'],
  ['Getafe (beside Madrid)', 40.3058, -3.7327, 'ES', 'Getafe'],
  ['Barcelona, Plaça de Catalunya', 41.387, 2.1701, 'ES', 'Barcelona'],
  ["L'Hospitalet (beside Barcelona)", 41.3597, 2.0999, 'ES', "L'Hospitalet de Llobregat"],
  ['Valencia', 39.4699, -0.3763, 'ES', 'Valencia'],
  // Italy
  ['Rome, Piazza Venezia', 41.8959, 12.4823, 'IT', 'Rome'],
  ['Milan, Duomo', 45.4642, 9.19, 'IT', 'Milan'],
  ['Sesto San Giovanni (beside Milan)', 45.534, 9.232, 'IT', 'Sesto San Giovanni'],
  ['Monza', 45.5845, 9.2744, 'IT', 'Monza'],
  ['Naples', 40.8518, 14.2681, 'IT', 'Naples'],
];

describe('GET /api/geocode.php names the place a point is in', () => {
  it('covers at least 40 points across the countries of our sites', () => {
    expect(POINTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(POINTS.map((p) => p[3]))).toEqual(
      new Set(['NL', 'BE', 'DE', 'AT', 'CH', 'US', 'DK', 'SE', 'NO', 'FI', 'PL', 'FR', 'ES', 'IT']),
    );
  });

  it.each(POINTS)('%s → %s, %s', async (_where, lat, lon, country, city) => {
    const res = await geocode(lat, lon);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ city, country });
  });

  it('keeps the answer shape: country name and region from the same call', async () => {
    const res = await geocode(52.3731, 4.8922);
    expect(res.json).toEqual({
      city: 'Amsterdam',
      country: 'NL',
      country_name: 'Netherlands',
      region: 'NH',
      region_name: 'Noord-Holland',
    });
  });
});

describe('the place model', () => {
  it('gives a place a radius that grows with the square root of its population', () => {
    expect(radiusKm(1_000)).toBe(1);
    expect(radiusKm(100_000)).toBeCloseTo(3.26, 2);
    expect(radiusKm(1_000_000)).toBeCloseTo(10.3, 1);
    expect(radiusKm(8_000_000)).toBeCloseTo(29.1, 1);
  });

  it('loads the data once per process and never answers a section of a city', () => {
    const first = places();
    expect(places()).toBe(first);
    expect(first.name.length).toBeGreaterThan(100_000);
    for (const [, lat, lon] of POINTS) {
      const id = nearestPlace(lat, lon);
      expect(id).not.toBeNull();
      expect(first.section[id!]).toBe(0);
    }
  });

  it('answers the nearest village where no larger place is near (outside every radius)', () => {
    // A polder point 1.9 km east of the village of Ouderkerk aan de Amstel (radius 1 km), 9.6 km
    // from Dam Square (Amsterdam's radius: 8.9 km).
    const id = nearestPlace(52.2953, 4.935);
    expect(id).not.toBeNull();
    expect(places().name[id!]).toBe('Ouderkerk aan de Amstel');
  });
});
