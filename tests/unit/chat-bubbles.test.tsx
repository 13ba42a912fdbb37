// Message bubbles (text, image, gift, GIF; pending and failed) and the typing indicator.
import { fireEvent, screen } from '@testing-library/react';
import { MessageBubble, isGifBody } from '@/components/chat/message-bubble';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import type { BubbleMessage } from '@/components/chat/types';
import { renderWithProviders } from '@/tests/setup/render';

const base: BubbleMessage = {
  id: 1,
  conversation_id: 3,
  sender_id: 7,
  mine: true,
  kind: 'text',
  body: 'Hello <b>there</b>',
  image: null,
  gift: null,
  credits_spent: 1,
  client_key: 'k1',
  created_at: '2025-03-01T14:05:00Z',
};

describe('MessageBubble', () => {
  it('shows a text message as plain text with its time, mine on the right', () => {
    renderWithProviders(<MessageBubble message={base} mine />);
    const bubble = screen.getByTestId('message-bubble');
    expect(bubble).toHaveTextContent('Hello <b>there</b>');
    expect(bubble.querySelector('b')).toBeNull();
    expect(bubble).toHaveClass('justify-content-end');
    expect(bubble.querySelector('time')).toHaveAttribute('dateTime', base.created_at);
  });

  it("puts the partner's messages on the left", () => {
    renderWithProviders(<MessageBubble message={{ ...base, mine: false }} mine={false} />);
    expect(screen.getByTestId('message-bubble')).toHaveClass('justify-content-start');
  });

  it('shows an image message as the photo', () => {
    const message = {
      ...base,
      kind: 'image' as const,
      body: '',
      image: { url: '/u/p1.jpg', thumb_url: '/u/t1.jpg' },
    };
    renderWithProviders(<MessageBubble message={message} mine />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/u/p1.jpg');
  });

  it('shows a gift with its translated name and picture', () => {
    const message = {
      ...base,
      kind: 'gift' as const,
      body: '',
      gift: { id: 2, slug: 'rose', image: '/gifts/rose.svg', credits: 10 },
    };
    const { container } = renderWithProviders(<MessageBubble message={message} mine={false} />);
    expect(screen.getByTestId('message-bubble')).toHaveTextContent('Gift: Rose');
    expect(container.querySelector('img')).toHaveAttribute('src', '/gifts/rose.svg');
  });

  it('shows a GIF address from the gif search as an image, but no other URL', () => {
    renderWithProviders(<MessageBubble message={{ ...base, body: '/gifs/wave.gif' }} mine />);
    expect(screen.getByRole('img', { name: 'GIF' })).toHaveAttribute('src', '/gifs/wave.gif');
    expect(isGifBody('https://evil.example/x.gif')).toBe(false);
    expect(isGifBody('/gifs/../x.gif')).toBe(false);
  });

  it('marks a pending message and offers a retry for a failed one', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<MessageBubble message={{ ...base, pending: true }} mine />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    rerender(<MessageBubble message={{ ...base, failed: true }} mine onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ client_key: 'k1' }));
  });
});

describe('TypingIndicator', () => {
  it('announces the partner typing in a polite live region, and nothing otherwise', () => {
    const { rerender } = renderWithProviders(<TypingIndicator name="Bo" typing={false} />);
    const region = screen.getByTestId('typing-indicator');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    rerender(<TypingIndicator name="Bo" typing />);
    expect(region).toHaveTextContent('Bo is typing…');
  });
});
