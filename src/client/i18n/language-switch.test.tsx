import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.cookie = 'hubshelf_lang=; path=/; max-age=0';
});

describe('LanguageSwitch (ADR 0042)', () => {
  it('offers English and हिन्दी, and renders nothing while only one language is offered', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'English / हिन्दी' })).toBeInTheDocument();
    const { container } = render(<LanguageSwitch offered={['en']} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('switches to Hindi, remembers it in the cookie and reports the choice', async () => {
    const onChosen = vi.fn();
    render(<LanguageSwitch offered={['en', 'hi']} onChosen={onChosen} />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('hi'));
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('hubshelf_lang=hi');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });
});
