import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem (spec 001 §5 Avatar)', () => {
  it('accepts an image under 5 MB', () => {
    expect(avatarFileProblem({ size: 200_000, type: 'image/jpeg' })).toBeNull();
  });
  it('refuses 5 MB or more', () => {
    expect(avatarFileProblem({ size: 5 * 1024 * 1024, type: 'image/png' })).toBe(
      'Image size must be less than 5MB',
    );
  });
  it('refuses a file that is not an image', () => {
    expect(avatarFileProblem({ size: 10, type: 'text/plain' })).toBe('Please select a valid image file');
    expect(avatarFileProblem({ size: 10, type: '' })).toBe('Please select a valid image file');
  });
});
