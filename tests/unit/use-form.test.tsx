// lib/forms/use-form: the behaviours of react-hook-form (with zodResolver) that
// the app's forms rely on, proved on small forms of their own.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useForm, type ControlledField } from '@/lib/forms/use-form';
import { schemaResolver } from '@/lib/forms/schema-resolver';

const schema = z
  .object({
    email: z.string().trim().min(1, { message: 'required' }),
    password: z.string().min(3, { message: 'too_short' }),
    password_confirm: z.string(),
    color: z.enum(['red', 'blue'], { message: 'color_required' }),
    country: z.string(),
    region: z.string(),
    tags: z.array(z.string()).max(2, { message: 'too_many' }),
  })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'mismatch' });
type Values = z.input<typeof schema>;

const defaults: Values = {
  email: '',
  password: '',
  password_confirm: '',
  color: undefined as unknown as Values['color'],
  country: 'DE',
  region: 'BY',
  tags: [],
};

const rendered = vi.fn();

/** The controlled field: a count and two buttons (the first one gets the focus). */
function Tags({
  value,
  onChange,
  buttonRef,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  buttonRef: ControlledField<string[]>['ref'];
}) {
  return (
    <>
      <button type="button" aria-label="tags" ref={buttonRef} onClick={() => onChange([...value, 't'])}>
        {value.length} tags
      </button>
      <button type="button" onClick={() => onChange([])}>
        no tags
      </button>
    </>
  );
}

function TestForm({
  onValid,
  initial = defaults,
}: {
  onValid: (values: Values) => unknown;
  initial?: Values;
}) {
  rendered();
  const [showEmail, setShowEmail] = useState(true);
  const form = useForm<Values>({ resolver: schemaResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const country = form.watch('country');
  const tags = form.field('tags');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch {
      form.setError('email', { message: 'taken' }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {/* The controlled field renders first: the focus order still puts it after registered ones. */}
      <Tags value={tags.value} onChange={tags.onChange} buttonRef={tags.ref} />
      <span role="status">{errors.tags?.message ?? ''}</span>
      {showEmail && <input aria-label="email" {...form.register('email')} />}
      <span>email: {errors.email?.message ?? ''}</span>
      <input aria-label="password" {...form.register('password')} />
      <span>password: {errors.password?.message ?? ''}</span>
      <input aria-label="confirm" {...form.register('password_confirm')} />
      <span>confirm: {errors.password_confirm?.message ?? ''}</span>
      {(['red', 'blue'] as const).map((c) => (
        <input key={c} type="radio" value={c} aria-label={c} {...form.register('color')} />
      ))}
      <span>color: {errors.color?.message ?? ''}</span>
      <select
        aria-label="country"
        {...form.register('country', { onChange: () => form.setValue('region', '') })}
      >
        <option value="DE">DE</option>
        <option value="FR">FR</option>
      </select>
      <select aria-label="region" {...form.register('region')}>
        <option value="">none</option>
        <option value="BY">BY</option>
      </select>
      <p>country is {country}</p>
      <button type="submit">save</button>
      <button type="button" onClick={() => form.reset({ ...defaults, country: 'FR', region: '' })}>
        reset
      </button>
      <button type="button" onClick={() => setShowEmail((v) => !v)}>
        toggle email
      </button>
      <p data-testid="email-value">{form.getValues('email')}</p>
    </form>
  );
}

const text = (t: string) => screen.getByText(t, { exact: false });

describe('useForm', () => {
  it('writes the default values into the inputs and passes the parsed values to the submit handler', async () => {
    const onValid = vi.fn();
    render(
      <TestForm
        onValid={onValid}
        initial={{ ...defaults, email: '  a@b  ', password: 'abc', password_confirm: 'abc', color: 'blue' }}
      />,
    );
    expect(screen.getByLabelText('email')).toHaveValue('  a@b  ');
    expect(screen.getByLabelText('blue')).toBeChecked();
    expect(screen.getByLabelText('red')).not.toBeChecked();
    expect(screen.getByLabelText('region')).toHaveValue('BY');
    await userEvent.click(screen.getByLabelText('red'));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    // Trimmed by the schema, as zodResolver handed over the parsed data.
    expect(onValid).toHaveBeenCalledWith({
      email: 'a@b',
      password: 'abc',
      password_confirm: 'abc',
      color: 'red',
      country: 'DE',
      region: 'BY',
      tags: [],
    });
  });

  it('validates on submit only, then re-validates a changed field on every change', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('password'), 'x');
    expect(text('password:')).toHaveTextContent('password:');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(text('email:')).toHaveTextContent('email: required');
    expect(text('password:')).toHaveTextContent('password: too_short');
    // An unchecked radio group is null, which the enum refuses with its message.
    expect(text('color:')).toHaveTextContent('color: color_required');

    await userEvent.type(screen.getByLabelText('password'), 'yz');
    expect(text('password:')).toHaveTextContent(/^password:$/);
    expect(text('email:')).toHaveTextContent('email: required');
  });

  it('re-validates only the changed field (a cross-field error waits for its own field)', async () => {
    const valid = { ...defaults, email: 'a', color: 'red' as const };
    render(<TestForm onValid={vi.fn()} initial={{ ...valid, password: 'abc', password_confirm: 'abd' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(text('confirm:')).toHaveTextContent('confirm: mismatch');
    await userEvent.clear(screen.getByLabelText('password'));
    await userEvent.type(screen.getByLabelText('password'), 'abd');
    expect(text('confirm:')).toHaveTextContent('confirm: mismatch');
    await userEvent.type(screen.getByLabelText('confirm'), 'x');
    expect(text('confirm:')).toHaveTextContent('confirm: mismatch');
    await userEvent.type(screen.getByLabelText('confirm'), '{Backspace}');
    expect(text('confirm:')).toHaveTextContent(/^confirm:$/);
  });

  it('focuses the first invalid registered field on a failed submit, controlled fields last', async () => {
    render(<TestForm onValid={vi.fn()} initial={{ ...defaults, tags: ['a', 'b', 'c'] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByLabelText('email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('email'), 'a');
    await userEvent.type(screen.getByLabelText('password'), 'abc');
    await userEvent.type(screen.getByLabelText('confirm'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    // The radio group's first radio, not the (earlier rendered) controlled field.
    expect(screen.getByLabelText('red')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('too_many');

    await userEvent.click(screen.getByLabelText('blue'));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByLabelText('tags')).toHaveFocus();
  });

  it('a controlled field re-renders with its value and is re-validated after a submit', async () => {
    render(<TestForm onValid={vi.fn()} initial={{ ...defaults, tags: ['a', 'b'] }} />);
    expect(screen.getByLabelText('tags')).toHaveTextContent('2 tags');
    await userEvent.click(screen.getByLabelText('tags'));
    expect(screen.getByLabelText('tags')).toHaveTextContent('3 tags');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('status')).toHaveTextContent('too_many');
    await userEvent.click(screen.getByRole('button', { name: 'no tags' }));
    expect(screen.getByLabelText('tags')).toHaveTextContent('0 tags');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('typing before a submit does not re-render the form', async () => {
    render(<TestForm onValid={vi.fn()} />);
    const before = rendered.mock.calls.length;
    await userEvent.type(screen.getByLabelText('email'), 'hello');
    expect(rendered.mock.calls.length).toBe(before);
  });

  it('watch re-renders on change; setValue writes the value into the input', async () => {
    render(<TestForm onValid={vi.fn()} />);
    expect(screen.getByText('country is DE')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('country'), 'FR');
    expect(screen.getByText('country is FR')).toBeInTheDocument();
    expect(screen.getByLabelText('region')).toHaveValue('');
  });

  it('setError shows a server error, focuses the field, and a later change re-validates it away', async () => {
    const onValid = vi.fn().mockRejectedValue(new Error('taken'));
    render(
      <TestForm
        onValid={onValid}
        initial={{ ...defaults, email: 'a@b', password: 'abc', password_confirm: 'abc', color: 'red' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(text('email:')).toHaveTextContent('email: taken');
    expect(screen.getByLabelText('email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('email'), 'c');
    expect(text('email:')).toHaveTextContent(/^email:$/);
  });

  it('reset sets values, inputs and defaults, clears errors and the submitted state', async () => {
    render(<TestForm onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('email'), 'typed');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(text('password:')).toHaveTextContent('too_short');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('email')).toHaveValue('');
    expect(screen.getByLabelText('country')).toHaveValue('FR');
    expect(screen.getByText('country is FR')).toBeInTheDocument();
    expect(text('password:')).toHaveTextContent(/^password:$/);
    // Not submitted any more: a change does not validate.
    await userEvent.type(screen.getByLabelText('password'), 'x');
    expect(text('password:')).toHaveTextContent(/^password:$/);
  });

  it('keeps a value when its input unmounts and writes it back when it mounts again', async () => {
    render(<TestForm onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('email'), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'toggle email' }));
    expect(screen.queryByLabelText('email')).not.toBeInTheDocument();
    expect(screen.getByTestId('email-value')).toHaveTextContent('kept');
    await userEvent.click(screen.getByRole('button', { name: 'toggle email' }));
    expect(screen.getByLabelText('email')).toHaveValue('kept');
  });

  it('an exception of the submit handler reaches the caller after the form counts as submitted', async () => {
    const expose = vi.fn<(submit: () => Promise<void>) => void>();
    function Throwing() {
      const form = useForm<{ a: string }>({ defaultValues: { a: '' } });
      expose(
        form.handleSubmit(() => {
          throw new Error('boom');
        }),
      );
      return <input aria-label="a" {...form.register('a')} />;
    }
    render(<Throwing />);
    await expect(expose.mock.lastCall![0]()).rejects.toThrow('boom');
  });
});
