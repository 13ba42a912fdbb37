import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '@/components/ui/icon';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';

describe('Icon (a symbol of the UI sprite, no icon JS)', () => {
  it('renders the svg that references its symbol by the hashed sprite URL', () => {
    const { container } = render(<Icon name="heart-fill" className="me-2" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('class', 'bi bi-heart-fill me-2');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg.querySelector('use')).toHaveAttribute('href', `${ICON_SPRITE_URLS.ui}#heart-fill`);
    expect(ICON_SPRITE_URLS.ui).toMatch(/^\/icons\/ui\.svg\?v=[0-9a-f]{10}$/);
  });

  it('is hidden from assistive technology unless it has a title', () => {
    const { container } = render(<Icon name="search" size={22} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('width', '22');
  });

  it('with a title: role img named by it, a tooltip, not hidden', () => {
    render(<Icon name="gem" title="Premium" />);
    const svg = screen.getByRole('img', { name: 'Premium' });
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg.querySelector('title')?.textContent).toBe('Premium');
  });

  it('keeps the aria attributes a caller gives (an image placeholder labelled by aria-label)', () => {
    render(<Icon name="image" role="img" aria-label="Photo" />);
    expect(screen.getByRole('img', { name: 'Photo' })).not.toHaveAttribute('aria-hidden');
    const { container } = render(<Icon name="eye" aria-hidden="true" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders on the server as the same markup (no hooks, no client code)', () => {
    expect(renderToStaticMarkup(<Icon name="x-lg" />)).toBe(
      `<svg class="bi bi-x-lg" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><use href="${ICON_SPRITE_URLS.ui}#x-lg"></use></svg>`,
    );
  });
});
