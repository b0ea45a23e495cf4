import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueBook } from '@/contract/catalogue';
import { BookForm } from './book-form';

// Typing and Radix Select in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// Radix Select measures itself; jsdom has no ResizeObserver or pointer capture.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

const CATALOGUE: CatalogueBook = {
  isbn13: '9780143039648',
  title: 'The Guide',
  author: 'R. K. Narayan',
  description: 'Raju, a tourist guide in Malgudi, is mistaken for a holy man.',
  genre: 'Fiction',
  imageUrl: 'https://covers.example/guide.jpg',
  source: 'google_books',
};

function renderForm(lookup = vi.fn(async (_isbn: string): Promise<CatalogueBook | null> => CATALOGUE)) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <BookForm
      submitLabel="Add Book"
      saving={false}
      lookupIsbn={lookup}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user, onSubmit, lookup };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BookForm validation', () => {
  it('shows the messages for an empty form and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    for (const message of [
      'Title is required',
      'Author is required',
      'Please enter an ISBN number',
      'Please select a genre',
      'Please select a condition',
      'Daily fee must be a positive number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an ISBN that is not 10 or 13 digits, a zero fee and a negative selling price', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('ISBN'), '12345');
    await user.type(screen.getByLabelText('Daily fee (₹)'), '0');
    await user.type(screen.getByLabelText('Selling price (₹)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Please enter a valid ISBN (10 or 13 digits)')).toBeInTheDocument();
    expect(screen.getByText('Daily fee must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Selling price must be a positive number or empty')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits numbers, and an empty selling price as not for sale', async () => {
    const { user, onSubmit } = renderForm(vi.fn(async () => null));
    await fill(user, 'ISBN', '9780143039648');
    await fill(user, 'Title', 'The Guide');
    await fill(user, 'Author', 'R. K. Narayan');
    await chooseOption(user, 'Genre', 'Fiction');
    await chooseOption(user, 'Condition', 'Very Good');
    await fill(user, 'Daily fee (₹)', '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      isbn: '9780143039648',
      title: 'The Guide',
      genre: 'Fiction',
      condition: 'Very Good',
      dailyFee: 12.5,
      sellingPrice: null,
    });
  });

  it('offers the 12 add-book genres and the 5 conditions', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Genre' }));
    expect(await screen.findAllByRole('option')).toHaveLength(12);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    const conditions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(conditions).toEqual(['Excellent', 'Very Good', 'Good', 'Fair', 'Poor']);
  });
});

describe('BookForm ISBN lookup', () => {
  it('looks up a 13-digit ISBN and fills only the empty fields', async () => {
    const { user, lookup } = renderForm();
    await fill(user, 'Title', 'My own title');
    await user.type(screen.getByLabelText('ISBN'), '978-0143039648');

    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveValue('R. K. Narayan'));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('9780143039648');
    expect(screen.getByLabelText('Title')).toHaveValue('My own title');
    expect(screen.getByLabelText('Description')).toHaveValue(CATALOGUE.description);
    expect(screen.getByLabelText('Cover image URL')).toHaveValue(CATALOGUE.imageUrl);
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveTextContent('Fiction');
  });

  it('does not look up before 10 digits and looks up a 10-digit ISBN', async () => {
    const { user, lookup } = renderForm();
    await user.type(screen.getByLabelText('ISBN'), '014303964');
    await new Promise((r) => setTimeout(r, 500));
    expect(lookup).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('ISBN'), '4');
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('0143039644'));
  });

  it('shows a spinner while looking up and a quiet note when nothing is found', async () => {
    let resolve!: (v: CatalogueBook | null) => void;
    const lookup = vi.fn(() => new Promise<CatalogueBook | null>((r) => (resolve = r)));
    const { user } = renderForm(lookup);
    await fill(user, 'ISBN', '9780143039648');
    expect(await screen.findByRole('status', { name: 'Looking up ISBN' })).toBeInTheDocument();
    resolve(null);
    expect(
      await screen.findByText('No book found for this ISBN. Please enter the details manually.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Looking up ISBN' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
