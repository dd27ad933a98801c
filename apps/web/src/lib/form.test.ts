import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { useDeferredSchemaForm } from './deferred-form';

const schema = z.object({ email: z.string().min(1, { error: 'auth:login.fieldsRequired' }) });

describe('a form whose schema is fetched on demand', () => {
  it('fetches it on the first focus, not before', () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() =>
      useDeferredSchemaForm<{ email: string }>(load, { initialValues: { email: '' } }),
    );
    expect(load).not.toHaveBeenCalled();
    act(() => {
      result.current.getInputProps('email').onFocus();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the schema when checked before it arrives, and shows its translated messages', async () => {
    let arrive: (value: typeof schema) => void = () => {};
    const load = vi.fn(() => new Promise<typeof schema>((resolve) => (arrive = resolve)));
    const submitted = vi.fn();
    const { result } = renderHook(() =>
      useDeferredSchemaForm<{ email: string }>(load, { initialValues: { email: '' } }),
    );
    let submitting: Promise<void> = Promise.resolve();
    act(() => {
      submitting = Promise.resolve(result.current.onSubmit(submitted)());
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive(schema);
      await submitting;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors.email).toBe('Alanlar zorunlu.');

    act(() => result.current.setFieldValue('email', 'ayse@example.com'));
    await act(async () => {
      await result.current.onSubmit(submitted)();
    });
    expect(submitted).toHaveBeenCalledWith({ email: 'ayse@example.com' }, undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks a field when it loses the focus, clears its message when it changes, and reads a checkbox', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() =>
      useDeferredSchemaForm<{ email: string; remember: boolean }>(load, { initialValues: { email: '', remember: true } }),
    );
    await act(async () => {
      result.current.getInputProps('email').onBlur();
      await load.mock.results[0]?.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.getInputProps('email').error).toBe('Alanlar zorunlu.');
    act(() => result.current.getInputProps('email').onChange({ currentTarget: { value: 'a' } }));
    expect(result.current.getInputProps('email')).toMatchObject({ value: 'a', error: null });
    act(() => result.current.getInputProps('remember', { type: 'checkbox' }).onChange({ currentTarget: { checked: false } }));
    expect(result.current.values.remember).toBe(false);
    expect(result.current.getInputProps('remember', { type: 'checkbox' }).checked).toBe(false);
  });
});
