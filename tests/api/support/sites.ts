// The two sites the mail-flow tests use: the default English one and a German one on its own
// domain, so links, languages and hosts can be told apart.
import { createSite } from '../../setup/fixtures';

export type TestSite = Awaited<ReturnType<typeof createSite>>;

export async function createMainAndGermanSites(): Promise<{ main: TestSite; german: TestSite }> {
  const main = await createSite({ domain: 'heartline.example', hosts: ['localhost', 'heartline.example'] });
  const german = await createSite({
    name: 'Herzlinie',
    domain: 'herzlinie.example',
    domainLanguage: 'de_DE',
    isDefault: false,
    hosts: ['de.localhost', 'herzlinie.example'],
  });
  return { main, german };
}
