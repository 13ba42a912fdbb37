// An image message on its way: the chosen photo (or a neutral placeholder), never "no longer
// available", which is only for a stored image message whose photo is gone.
import { screen } from '@testing-library/react';
import { MessageBubble } from '@/components/chat/message-bubble';
import type { BubbleMessage } from '@/components/chat/types';
import { renderWithProviders } from '@/tests/setup/render';

const image: BubbleMessage = {
  id: -1,
  conversation_id: 9,
  sender_id: 0,
  mine: true,
  kind: 'image',
  body: '',
  image: null,
  gift: null,
  credits_spent: 0,
  client_key: 'k1',
  created_at: '2025-03-01T14:05:00Z',
};

describe('MessageBubble: image messages', () => {
  it.each([
    ['pending', { pending: true }],
    ['failed', { failed: true }],
  ])('a %s image without its picture shows a neutral photo placeholder', (_, state) => {
    renderWithProviders(<MessageBubble message={{ ...image, ...state }} mine />);
    expect(screen.getByRole('img', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByTestId('message-bubble')).not.toHaveTextContent('Photo no longer available');
  });

  it('a pending image shows the chosen photo', () => {
    const message = { ...image, pending: true, image: { url: '/u/t51.jpg', thumb_url: '/u/t51.jpg' } };
    renderWithProviders(<MessageBubble message={message} mine />);
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/u/t51.jpg');
    expect(screen.getByText('Sending…')).toBeInTheDocument();
  });

  it('a stored image message whose photo is gone says so', () => {
    renderWithProviders(<MessageBubble message={{ ...image, id: 5 }} mine={false} />);
    expect(screen.getByTestId('message-bubble')).toHaveTextContent('Photo no longer available');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
