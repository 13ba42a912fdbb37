// lib/forms/schema-resolver: zod issues to field errors as react-hook-form's zodResolver made them.
import { z } from 'zod';
import { issuesToErrors, schemaResolver } from '@/lib/forms/schema-resolver';

describe('schemaResolver / issuesToErrors', () => {
  it('keys errors by dotted path and keeps the first issue of each path', () => {
    const nested = z.object({
      name: z.string().min(2, { message: 'short' }).max(1, { message: 'long' }),
      address: z.object({ city: z.string().min(1, { message: 'city' }) }),
      list: z.array(z.string().min(1, { message: 'item' })),
    });
    const result = schemaResolver<z.input<typeof nested>>(nested)({
      name: 'x',
      address: { city: '' },
      list: ['ok', ''],
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { message: 'short', type: 'too_small' },
      'address.city': { message: 'city', type: 'too_small' },
      'list.1': { message: 'item', type: 'too_small' },
    });
  });

  it('shows the closest branch of a union', () => {
    const union = z.object({
      v: z.union([
        z.string().min(4, { message: 'four' }).regex(/x/, { message: 'x' }),
        z.string().min(5, { message: 'five' }),
      ]),
    });
    const parsed = union.safeParse({ v: 'abc' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issuesToErrors(parsed.error.issues).v).toEqual({ message: 'five', type: 'too_small' });
  });

  it('passes the parsed data on success', () => {
    expect(schemaResolver(z.object({ a: z.string().trim() }))({ a: ' x ' })).toEqual({
      values: { a: 'x' },
      errors: {},
    });
  });
});
