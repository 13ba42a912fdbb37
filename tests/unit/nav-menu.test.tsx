import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavMenu } from '@/components/layout/nav-menu';

function renderMenu(onPick = vi.fn()) {
  render(
    <>
      <button type="button">outside</button>
      <NavMenu id="test-dropdown" title="Menu">
        <button type="button" className="dropdown-item" onClick={onPick}>
          First
        </button>
        <button type="button" className="dropdown-item">
          Second
        </button>
      </NavMenu>
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('NavMenu (the top bar dropdowns without react-bootstrap)', () => {
  it('opens on click with its items and closes when one is chosen', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const toggle = renderMenu(onPick);
    expect(toggle).toHaveAttribute('id', 'test-dropdown');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.dropdown-menu')).toHaveClass('show');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
  });

  it('closes on Escape with the focus back on the toggle, and on a click outside', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    await user.click(toggle);
    screen.getByRole('button', { name: 'Second' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens the menu and moves through the items', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveFocus());
  });
});
