import type { OwnProfileDetail } from '@/lib/schemas/profile';

/** An own profile as GET /api/profile.php answers it; tests override what they need. */
export function testOwnProfile(overrides: Partial<OwnProfileDetail> = {}): OwnProfileDetail {
  return {
    id: 7,
    name: 'Anna',
    gender: 'female',
    birth_date: '1990-05-17',
    country: 'NL',
    region: null,
    city: 'Haarlem',
    about: 'Hello there',
    interest: 'men',
    hair_color: 'red',
    eye_color: null,
    body_type: null,
    relationship_status: null,
    hobbies: ['wine'],
    status: 'active',
    main_image: null,
    photos: [],
    max_photos: 3,
    ...overrides,
  };
}
