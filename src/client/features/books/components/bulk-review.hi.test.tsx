import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShelfBookAnswer } from '@/contract/shelf';
import { i18n } from '@/client/i18n/i18n';
import { testShelfBook } from '@/client/lib/test-fixtures';
import { toBulkBook } from '../lib/bulk-books';
import { BulkReview } from './bulk-review';

const answer = (over: Partial<ShelfBookAnswer>) =>
  testShelfBook({
    title: 'MALGUDI DAYS',
    isbn: '',
    status: 'check',
    readText: 'MALGUDI DAYS',
    crop: 'data:image/jpeg;base64,/9j/AAAA',
    ...over,
  });

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('BulkReview suggestions in Hindi (ADR 0042)', () => {
  it('words the chips, the text read and the spine picture in Hindi', () => {
    render(
      <BulkReview
        books={[answer({}), answer({ status: 'matched' }), answer({ status: 'listed' })].map(toBulkBook)}
        errors={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('जाँचें')).toBeInTheDocument();
    expect(screen.getByText('मिल गई')).toBeInTheDocument();
    expect(screen.getByText('पहले से सूचीबद्ध')).toBeInTheDocument();
    expect(screen.getByText('किताब की पीठ पर पढ़ा गया: “MALGUDI DAYS”')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'किताब की पीठ, जैसी पढ़ी गई: MALGUDI DAYS' })).toHaveLength(3);
  });
});
