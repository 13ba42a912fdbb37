import 'server-only';
import type { Interest } from '@/lib/schemas/profile-attributes';
import type { Rng } from './prng';

// How a hobby slug reads inside a sentence ("I love … and …").
const hobbyPhrase: Readonly<Record<string, string>> = {
  adventure: 'a bit of adventure',
  bbq: 'a proper barbecue',
  beach: 'lazy days at the beach',
  beer: 'a cold beer on a terrace',
  biking: 'long bike rides',
  bondage: 'a little kink',
  coffee: 'good coffee',
  cooking: 'cooking for friends',
  dancing: 'dancing until late',
  fashion: 'fashion',
  gardening: 'my garden',
  gym: 'the gym',
  hiking: 'hiking',
  movies: 'movie nights',
  music: 'live music',
  photography: 'photography',
  politics: 'a good debate',
  reading: 'a good book',
  sports: 'sports',
  sushi: 'sushi',
  tattoos: 'tattoos',
  tea: 'a pot of tea',
  theater: 'the theatre',
  travelling: 'travelling',
  vegetarian: 'vegetarian food',
  videogames: 'video games',
  wine: 'a glass of red wine',
  yoga: 'yoga',
  pets: 'my pets',
  art: 'art galleries',
  cars: 'cars',
  camping: 'camping under the stars',
  nightlife: 'nights out',
  boardgames: 'board game evenings',
  wintersports: 'skiing',
};

const openers = [
  'Hi there!',
  'Hey, nice of you to stop by.',
  'Hello from {city}!',
  'New here and curious who I will meet.',
  'Easy-going, honest and always up for a laugh.',
  'I am a positive person with a big smile.',
  'Life is too short for boring conversations.',
  'Spontaneous, a little shy at first, but that passes quickly.',
  'Born and raised near {city}, and still love it here.',
] as const;

const hobbyLines = [
  'I love {a} and {b}.',
  'You can make me happy with {a}, or {b}.',
  'My weekends are for {a} and {b}.',
  'Give me {a} and {b} and I am a happy person.',
  'Lately I am really into {a}, and I never say no to {b}.',
] as const;

const lookingFor: Readonly<Record<Interest, readonly string[]>> = {
  men: [
    'Looking for a man who can make me laugh.',
    'I would like to meet a confident guy with a good heart.',
    'Hoping to meet a man for fun dates and maybe more.',
  ],
  women: [
    'Looking for a woman who knows what she wants.',
    'I would like to meet a sweet and sociable lady.',
    'Hoping to meet a woman for fun dates and maybe more.',
  ],
  both: [
    'Open-minded and curious: men and women are welcome to say hi.',
    'Looking for a nice connection, whoever you are.',
  ],
};

const closers = [
  'Send me a message!',
  'Say hi and let us see where it goes.',
  'Curious? Just write to me.',
  'No games, just good company.',
  'Coffee first, the rest later ;)',
  '',
] as const;

export function hobbyText(slug: string): string {
  return hobbyPhrase[slug] ?? slug;
}

/** A short profile text built from fragments, so 300+ profiles do not read alike. */
export function composeAbout(
  rng: Rng,
  input: { city: string; hobbies: string[]; interest: Interest },
): string {
  const [first, second] = input.hobbies;
  const parts = [
    rng.pick(openers).replace('{city}', input.city),
    rng
      .pick(hobbyLines)
      .replace('{a}', hobbyText(first))
      .replace('{b}', hobbyText(second ?? first)),
    rng.pick(lookingFor[input.interest]),
    rng.pick(closers),
  ];
  return parts.filter(Boolean).join(' ');
}
