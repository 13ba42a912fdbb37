// lib/forms/use-form's loadResolver: the schema loads after the page (from the mount on), a
// submit that comes first waits for it, a failed load is retried once, then reported.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver, schemaResolver } from '@/lib/forms/schema-resolver';
import { cachedLoader } from '@/lib/forms/lazy-load';
import type { Resolver } from '@/lib/forms/use-form';

const text = (t: string) => screen.getByText(t, { exact: false });

describe('useForm with loadResolver (the schema loads after the page)', () => {
  type Small = { name: string };
  const small = z.object({ name: z.string().trim().min(2, { message: 'too_short' }) });
  const resolved = () => Promise.resolve(schemaResolver<Small>(small));

  function LazyForm({
    load,
    onValid,
    onLoadError,
  }: {
    load: () => Promise<Resolver<Small>>;
    onValid: (values: Small) => void;
    onLoadError?: (error: unknown) => void;
  }) {
    const [, rerender] = useState(0);
    const form = useForm<Small>({ loadResolver: load, defaultValues: { name: '' } });
    return (
      <form onSubmit={form.handleSubmit(onValid, onLoadError)} noValidate>
        <input aria-label="name" {...form.register('name')} />
        <span>name: {form.formState.errors.name?.message ?? ''}</span>
        <button type="submit">save</button>
        <button type="button" onClick={() => rerender((n) => n + 1)}>
          rerender
        </button>
      </form>
    );
  }

  it('starts loading when the form mounts, once, however often it renders', async () => {
    const load = vi.fn(resolved);
    render(<LazyForm load={load} onValid={vi.fn()} />);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'rerender' }));
    await userEvent.click(screen.getByRole('button', { name: 'rerender' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before the resolver has loaded waits for it, then validates and submits', async () => {
    let finish!: (r: Resolver<Small>) => void;
    const load = vi.fn(() => new Promise<Resolver<Small>>((resolve) => (finish = resolve)));
    const onValid = vi.fn();
    render(<LazyForm load={load} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '  Al  ' } });
    fireEvent.submit(screen.getByRole('button', { name: 'save' }));
    await act(async () => {});
    expect(onValid).not.toHaveBeenCalled();
    await act(async () => finish(schemaResolver<Small>(small)));
    // The schema's parsed values (trimmed), as with a resolver given up front.
    expect(onValid).toHaveBeenCalledWith({ name: 'Al' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a submit, a change re-validates its field at once (the resolver is loaded)', async () => {
    render(<LazyForm load={resolved} onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(text('name: too_short')).toBeInTheDocument();
    // fireEvent.change is synchronous: no await between the change and the check.
    act(() => void fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Bob' } }));
    expect(screen.getByText('name:')).toBeInTheDocument();
    act(() => void fireEvent.change(screen.getByLabelText('name'), { target: { value: 'B' } }));
    expect(text('name: too_short')).toBeInTheDocument();
  });

  it('retries a failed load once, and the submit goes through', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Small>>>()
      .mockRejectedValueOnce(new Error('chunk (mount)'))
      .mockRejectedValueOnce(new Error('chunk (submit)'))
      .mockImplementation(resolved);
    const onValid = vi.fn();
    const onLoadError = vi.fn();
    render(<LazyForm load={load} onValid={onValid} onLoadError={onLoadError} />);
    await userEvent.type(screen.getByLabelText('name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(load).toHaveBeenCalledTimes(3);
    expect(onLoadError).not.toHaveBeenCalled();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann' });
  });

  it('a load that fails twice goes to onLoadError: nothing submitted, the values kept', async () => {
    const failure = new Error('chunk');
    const load = vi.fn(() => Promise.reject(failure));
    const onValid = vi.fn();
    const onLoadError = vi.fn();
    render(<LazyForm load={load} onValid={onValid} onLoadError={onLoadError} />);
    await userEvent.type(screen.getByLabelText('name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    // Mount, then the submit's try and its one retry.
    expect(load).toHaveBeenCalledTimes(3);
    expect(onLoadError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('name')).toHaveValue('x');
    expect(screen.getByText('name:')).toBeInTheDocument();
  });

  it('lazySchemaResolver imports the schema once and forgets a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof small>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(small);
    const loadResolver = lazySchemaResolver<Small>(load);
    await expect(loadResolver()).rejects.toThrow('chunk');
    const first = await loadResolver();
    expect(await loadResolver()).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    expect(first({ name: ' Jo ' })).toEqual({ values: { name: 'Jo' }, errors: {} });
  });

  it('cachedLoader shares one pending load between callers', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const cached = cachedLoader(load);
    await Promise.all([cached(), cached()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
