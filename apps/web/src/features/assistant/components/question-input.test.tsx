import { ASSISTANT_MESSAGE_MAX } from '@patili/domain/assistant';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { enterAction, QuestionInput } from './question-input';

const Harness = ({
  onSubmit,
  initial = '',
  disabled = false,
}: {
  onSubmit: (text: string) => void;
  initial?: string;
  disabled?: boolean;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <QuestionInput value={value} onChange={setValue} onSubmit={onSubmit} disabled={disabled} />
  );
};

const renderInput = async (props: { initial?: string; disabled?: boolean } = {}) => {
  const onSubmit = vi.fn();
  await renderWithApp(<Harness onSubmit={onSubmit} {...props} />, { user: testUser() });
  return { onSubmit, box: screen.getByRole('textbox', { name: "Peri'ye sorunuz" }) };
};

describe('what Enter does in the question box', () => {
  it('sends on Enter, breaks the line on Shift+Enter or while composing, and ignores other keys', () => {
    expect(enterAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(enterAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(enterAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('newline');
    expect(enterAction({ key: 'a', shiftKey: false })).toBe('none');
  });
});

describe('the question box', () => {
  it('sends the trimmed question on Enter', async () => {
    const { onSubmit, box } = await renderInput();
    fireEvent.change(box, { target: { value: '  kedim için hangi aşılar gerekli?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('kedim için hangi aşılar gerekli?');
  });

  it('does not send on Shift+Enter', async () => {
    const { onSubmit, box } = await renderInput({ initial: 'ilk satır' });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a blank question, from Enter and from the button alike', async () => {
    const { onSubmit, box } = await renderInput({ initial: '   \n  ' });
    fireEvent.keyDown(box, { key: 'Enter' });
    const send = screen.getByRole('button', { name: 'Gönder' });
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends with the button, and not while an answer is coming', async () => {
    const first = await renderInput({ initial: 'Rezervasyonumu nasıl iptal ederim?' });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(first.onSubmit).toHaveBeenCalledExactlyOnceWith('Rezervasyonumu nasıl iptal ederim?');
  });

  it('keeps the box usable but sends nothing while disabled', async () => {
    const { onSubmit, box } = await renderInput({ initial: 'bir soru', disabled: true });
    expect(box).toBeEnabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the length and shows a counter only near the limit', async () => {
    const { box } = await renderInput({ initial: 'kısa' });
    expect(box).toHaveAttribute('maxlength', String(ASSISTANT_MESSAGE_MAX));
    expect(screen.queryByText(/\/ 2\.000/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(ASSISTANT_MESSAGE_MAX - 10) } });
    expect(screen.getByText('1.990 / 2.000')).toBeInTheDocument();
  });
});
