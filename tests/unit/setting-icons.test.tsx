import { render } from '@testing-library/react';
import { FictionalIcon } from '@/components/ui/fictional-icon';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';
import { hasInterestIcon, InterestIcon } from '@/components/ui/interest-icon';

describe('icons chosen by a setting (SVG components instead of the icon font)', () => {
  it('maps the stored fictional_icon class to its SVG, with the same class name', () => {
    const { container } = render(<FictionalIcon name="bi-robot" aria-hidden="true" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('bi', 'bi-robot');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('references the site icon in the UI sprite: no path of its own in the page', () => {
    const { container } = render(
      <>
        <FictionalIcon name="bi-robot" />
        <FictionalIcon name="robot" />
      </>,
    );
    const uses = container.querySelectorAll('svg.bi-robot > use');
    expect([...uses].map((u) => u.getAttribute('href'))).toEqual([
      `${ICON_SPRITE_URLS.ui}#robot`,
      `${ICON_SPRITE_URLS.ui}#robot`,
    ]);
    expect(container.querySelectorAll('path')).toHaveLength(0);
  });

  it('shows the default stars for a fictional_icon it does not know', () => {
    const { container } = render(<FictionalIcon name="bi-no-such-icon" />);
    expect(container.querySelector('svg')).toHaveClass('bi-stars');
  });

  it('labels a meaningful icon: role, name and a <title> tooltip', () => {
    const { getByRole } = render(
      <FictionalIcon name="bi-stars" role="img" aria-label="Fictional" title="Fictional" />,
    );
    const svg = getByRole('img', { name: 'Fictional' });
    expect(svg.querySelector('title')?.textContent).toBe('Fictional');
  });

  it('maps interest icon names with or without the bi- prefix; an unknown one shows a star', () => {
    const { container } = render(
      <>
        <InterestIcon name="compass" />
        <InterestIcon name="bi-airplane" />
        <InterestIcon name="no-such-icon" />
        <InterestIcon name={undefined} />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((s) => s.getAttribute('class'));
    expect(classes).toEqual(['bi bi-compass', 'bi bi-airplane', 'bi bi-star', 'bi bi-star']);
    const hrefs = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(hrefs).toEqual(
      ['compass', 'airplane', 'star', 'star'].map((n) => `${ICON_SPRITE_URLS.interests}#${n}`),
    );
    expect(hasInterestIcon('bi-person-walking')).toBe(true);
    expect(hasInterestIcon('no-such-icon')).toBe(false);
  });
});
