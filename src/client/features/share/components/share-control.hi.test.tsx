import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { ShareControl } from './share-control';

// Radix menus and user-event in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const book = { bookId: 42, bookTitle: 'The Guide', bookAuthor: 'R. K. Narayan', dailyFee: 12.5 };

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Share control in Hindi (ADR 0042)', () => {
  it('lists the menu in Hindi, brand names kept, and shares a Hindi message', async () => {
    const user = userEvent.setup();
    render(<ShareControl {...book} />);
    await user.click(screen.getByRole('button', { name: 'शेयर करें' }));
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'ईमेल', 'लिंक कॉपी करें', 'और विकल्प']);

    await user.click(screen.getByRole('menuitem', { name: 'और विकल्प' }));
    const dialog = await screen.findByRole('dialog', { name: 'किताब शेयर करें' });
    expect(dialog).toHaveTextContent('₹12.50/दिन');
    expect(screen.getByTestId('share-message').textContent).toBe(
      'Hubshelf पर R. K. Narayan की "The Guide" देखिए! सिर्फ़ ₹12.50/दिन में मिल रही है। ' +
        'हमारी सामुदायिक लाइब्रेरी से जुड़िए और आज ही किताबें शेयर करना शुरू कीजिए!' +
        `\n\n${window.location.origin}/book/42`,
    );
    expect(screen.getByLabelText('किताब का लिंक')).toBeInTheDocument();
    expect(screen.queryByText('Share Book')).not.toBeInTheDocument();
  });
});
