import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubTypeBadge } from './hub-type-badge';

describe('HubTypeBadge (spec 000 §1)', () => {
  it.each([
    ['school', 'School', 'purple'],
    ['office', 'Office', 'blue'],
    ['society', 'Society', 'green'],
    ['club', 'Society', 'green'],
  ])('shows %s as %s in %s with an icon', (hubType, label, colour) => {
    render(<HubTypeBadge hubType={hubType} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', colour);
    expect(badge.querySelector('svg')).not.toBeNull();
  });
});
