// BlockButton: blocking asks for confirmation first and only then calls POST /api/block.php;
// cancelling sends nothing; unblocking is direct; a refusal is shown in role=alert.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockButton } from '@/components/blocks/block-button';
import type { ProfileCard } from '@/lib/schemas/profile';
import { resetSearchStore, selectAllResults, useSearchStore } from '@/stores/search-store';
import { renderWithProviders, testUser } from '../setup/render';
import { recordingApi, restoreRecordingApi } from './support/recording-api';

afterEach(() => {
  restoreRecordingApi();
  resetSearchStore();
});

describe('BlockButton', () => {
  it('confirms before blocking, then reports the new state', async () => {
    const requests = recordingApi({
      'POST /block.php': { status: 200, data: { profile_id: 5, blocked: true } },
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BlockButton profileId={5} name="Bob" blocked={false} onChange={onChange} />, {
      user: testUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Block Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bob?' });
    expect(dialog).toHaveTextContent('Bob will no longer find you');
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/block.php', data: { profile_id: 5 } }),
    ]);
  });

  it('cancel sends nothing', async () => {
    const requests = recordingApi({});
    const user = userEvent.setup();
    renderWithProviders(<BlockButton profileId={5} name="Bob" blocked={false} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Block Bob' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });

  it('unblocks without a dialog', async () => {
    const requests = recordingApi({
      'DELETE /block.php': { status: 200, data: { profile_id: 5, blocked: false } },
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BlockButton profileId={5} name="Bob" blocked onChange={onChange} />, {
      user: testUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Unblock Bob' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
    expect(requests[0]).toMatchObject({ method: 'DELETE', params: { profile_id: 5 } });
  });

  it('shows a refusal in the dialog', async () => {
    recordingApi({ 'POST /block.php': { status: 404, data: { error: 'profile_not_found' } } });
    const user = userEvent.setup();
    renderWithProviders(<BlockButton profileId={5} name="Bob" blocked={false} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Block Bob' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile is no longer available.');
  });

  it('takes the blocked profile out of the stored search results (the caller updates the store, not lib/)', async () => {
    recordingApi({ 'POST /block.php': { status: 200, data: { profile_id: 5, blocked: true } } });
    const card = (id: number) => ({ id, name: `P${id}` }) as ProfileCard;
    useSearchStore.setState({ results: [{ pageNumber: 1, results: [card(4), card(5), card(6)] }], numResults: 3 });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BlockButton profileId={5} name="Bob" blocked={false} onChange={onChange} />, {
      user: testUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Block Bob' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(selectAllResults(useSearchStore.getState()).map((p) => p.id)).toEqual([4, 6]);
    expect(useSearchStore.getState().numResults).toBe(2);
  });
});
