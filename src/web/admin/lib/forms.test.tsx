import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newPressBody } from '#shared/api/manage-press.ts';
import '../test-words.ts';
import { FormProblem, TextField } from '../components/form.tsx';
import { adminWords, flatErrors, schemaResolver, useSharedForm } from './forms.ts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('problems worded by the shared schemas and the server', () => {
  it('are said in the back office’s words', () => {
    expect(adminWords('is required')).toBe('This field is required.');
    expect(adminWords('must be at most 120 characters')).toBe('Keep this to 120 characters or fewer.');
    expect(adminWords('must be a valid e-mail address')).toBe('Enter an e-mail address such as name@example.com.');
    expect(adminWords('must be lowercase letters, digits and dashes')).toBe(
      'Use lowercase letters, digits and dashes only, e.g. desert-light.',
    );
    expect(adminWords('must be a date YYYY-MM-DD')).toBe('Enter a date.');
  });

  it('keep the server’s own words when the back office has none, and a form’s own words first', () => {
    expect(adminWords('is already used by another artwork', 'product_slug')).toBe('is already used by another artwork');
    expect(adminWords('must be a whole number', 'price', { price: 'artworks.fields.price' })).toBe('Price');
    expect(adminWords('must be a whole number', 'sizes.2.stock', { sizes: (m) => `size: ${m}` })).toBe(
      'size: must be a whole number',
    );
  });
});

describe('a form checked with the API’s schema', () => {
  const form = { title: ' ', press: 'Muscat Daily', date: '2026-13-40' };
  const toBody = (f: typeof form) => ({ article_title: f.title, press_name: f.press, published_on: f.date });

  it('keys each problem by the body’s field, in the back office’s words', async () => {
    const result = await schemaResolver(newPressBody, toBody)(form, undefined, resolverOptions);
    expect(flatErrors(result.errors)).toEqual({
      article_title: 'This field is required.',
      published_on: 'Enter a date.',
    });
  });

  it('hands the parsed body to the submit when it passes', async () => {
    const result = await schemaResolver(newPressBody, toBody)(
      { title: ' Colours ', press: 'Muscat Daily', date: '2026-11-20' },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ article_title: 'Colours', press_name: 'Muscat Daily', published_on: '2026-11-20' });
  });

  it('words a bare type problem as the API does, and keys nested problems by their path', async () => {
    const schema = z.object({ sizes: z.array(z.object({ stock: z.number().int() })) });
    const result = await schemaResolver(schema)({ sizes: [{ stock: 1 }, { stock: 'x' }] }, undefined, resolverOptions);
    expect(flatErrors(result.errors)).toEqual({ 'sizes.1.stock': 'Enter a number.' });
  });
});

describe('useSharedForm', () => {
  const noteBody = z.object({ carrier: z.string().trim().min(1, 'is required'), tracking: z.string().trim().max(8) });

  function ShipForm({ send }: { send: (body: z.output<typeof noteBody>) => Promise<unknown> }) {
    const form = useSharedForm({ schema: noteBody, defaultValues: { carrier: '', tracking: '' } });
    return (
      <form onSubmit={form.submit(send)} noValidate>
        <FormProblem message={form.problem?.message ?? null} count={Object.keys(form.errors).length} />
        <TextField label="Carrier" {...form.field('carrier')} />
        <TextField label="Tracking number" {...form.field('tracking')} />
        <button type="submit">Ship</button>
      </form>
    );
  }

  it('checks with the schema, sends the parsed body and puts the server’s field errors beside the fields', async () => {
    const sent: unknown[] = [];
    const send = async (body: unknown) => {
      sent.push(body);
      throw {
        status: 400,
        data: {
          message: 'tracking: is not a tracking number of this carrier',
          errors: [{ field: 'tracking', message: 'is not a tracking number of this carrier' }],
        },
      };
    };
    const user = userEvent.setup({ delay: null });
    render(<ShipForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Carrier')).toHaveAccessibleDescription('This field is required.'),
    );
    expect(screen.getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Carrier'), ' Aramex ');
    await user.type(screen.getByLabelText('Tracking number'), 'AB12');
    await waitFor(() => expect(screen.getByLabelText('Carrier')).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription(
        'is not a tracking number of this carrier',
      ),
    );
    expect(sent).toEqual([{ carrier: 'Aramex', tracking: 'AB12' }]);
    expect(screen.getByText('One field needs your attention')).toBeInTheDocument();
  });
});
