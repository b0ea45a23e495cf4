import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShelfBookAnswer } from '@/contract/shelf';
import { testShelfBook } from '@/client/lib/test-fixtures';
import { toBulkBook } from '../lib/bulk-books';
import { BulkReview } from './bulk-review';

const CROP = 'data:image/jpeg;base64,/9j/AAAA';

const answer = testShelfBook;

function renderRows(answers: ShelfBookAnswer[]) {
  render(<BulkReview books={answers.map(toBulkBook)} errors={[]} onChange={vi.fn()} />);
  return screen.getAllByTestId('bulk-book');
}

describe('BulkReview suggestions (ADR 0049)', () => {
  it('shows a matched row with its spine crop and the Matched chip', () => {
    const [row] = renderRows([answer({ readText: 'THE GUIDE NARAYAN', crop: CROP })]);
    const crop = within(row!).getByRole('img', { name: 'Spine as read: THE GUIDE NARAYAN' });
    expect(crop).toHaveAttribute('src', CROP);
    expect(within(row!).getByText('Matched')).toBeInTheDocument();
    expect(within(row!).queryByText(/Read on the spine/)).not.toBeInTheDocument();
    expect(within(row!).getByRole('checkbox', { name: 'Select The Guide' })).toBeChecked();
  });

  it('shows a row to check with the text read, for the member to correct', () => {
    const [row] = renderRows([
      answer({
        title: 'MALGUDI DAYS',
        author: '',
        isbn: '',
        status: 'check',
        readText: 'MALGUDI DAYS',
        crop: CROP,
      }),
    ]);
    expect(within(row!).getByText('Check')).toBeInTheDocument();
    expect(within(row!).getByText('Read on the spine: “MALGUDI DAYS”')).toBeInTheDocument();
    expect(within(row!).getByLabelText('Title')).toHaveValue('MALGUDI DAYS');
  });

  it('shows an already listed row unticked', () => {
    const [row] = renderRows([answer({ status: 'listed', readText: 'GUIDE', crop: CROP })]);
    expect(within(row!).getByText('Already listed')).toBeInTheDocument();
    expect(within(row!).getByRole('checkbox', { name: 'Select The Guide' })).not.toBeChecked();
  });

  it('shows the cover when there is no crop, and no picture when there is neither', () => {
    const [withCover, bare] = renderRows([
      answer({ imageUrl: 'https://covers.example/guide.jpg' }),
      answer({ title: 'Swami and Friends' }),
    ]);
    expect(within(withCover!).getByRole('img', { name: 'Cover of The Guide' })).toHaveAttribute(
      'src',
      'https://covers.example/guide.jpg',
    );
    expect(within(bare!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(bare!).getByText('Matched')).toBeInTheDocument();
  });
});
