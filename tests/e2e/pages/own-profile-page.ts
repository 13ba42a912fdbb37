import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../support/messages';

/** A message by its full dotted path (profile.fields.name), with simple `{arg}`s filled in. */
export function text(locale: string, key: string, args: Record<string, string | number> = {}): string {
  let node: unknown = messages(locale);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`messages/${locale}.json has no ${key}`);
  return node.replace(/\{(\w+)\}/g, (whole, arg: string) => (arg in args ? String(args[arg]) : whole));
}

/** /profile: the member's photos (upload, main, delete) and profile form. */
export class OwnProfilePage {
  readonly photos: Locator;
  readonly upload: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.photos = page.getByTestId('own-photo');
    this.upload = page.locator('#photo-upload-input');
    this.save = page.getByRole('button', { name: text(locale, 'profile.save'), exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.locale === 'en' ? '/profile' : `/${this.locale}/profile`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: text(this.locale, 'profile.title') }),
    ).toBeVisible();
  }

  /** Uploads through the hidden file input and waits for the new tile. */
  async uploadPhoto(buffer: Buffer, name = 'me.png', mimeType = 'image/png'): Promise<void> {
    const before = await this.photos.count();
    const answer = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/photos.php') && r.request().method() === 'POST',
    );
    await this.upload.setInputFiles({ name, mimeType, buffer });
    expect((await answer).status()).toBe(201);
    await expect(this.photos).toHaveCount(before + 1);
  }

  photo(index: number): Locator {
    return this.photos.nth(index);
  }

  mainBadge(tile: Locator): Locator {
    return tile.getByText(text(this.locale, 'photos.main'), { exact: true });
  }

  pendingBadge(tile: Locator): Locator {
    return tile.getByText(text(this.locale, 'photos.pending'), { exact: true });
  }

  makeMainButton(tile: Locator): Locator {
    return tile.getByRole('button', { name: text(this.locale, 'photos.makeMain'), exact: true });
  }

  field(key: string): Locator {
    return this.page.getByLabel(text(this.locale, `profile.fields.${key}`), { exact: true });
  }
}
