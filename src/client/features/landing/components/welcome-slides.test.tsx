import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_STORAGE_KEY } from '../lib/welcome-storage';
import { WelcomeSlides } from './welcome-slides';

beforeEach(() => window.localStorage.clear());

function renderSlides() {
  const onFinish = vi.fn();
  render(<WelcomeSlides onFinish={onFinish} />);
  return { onFinish, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const back = () => screen.getByRole('button', { name: 'Back' });

describe('WelcomeSlides', () => {
  it('starts on slide 1 of 4 with Back disabled', () => {
    renderSlides();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Welcome');
    expect(back()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('moves forward with Next and back with Back, staying between slides 1 and 4', async () => {
    const { user, onFinish } = renderSlides();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Smart Bulk Upload');
    expect(back()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Discover & Share');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Earn While Sharing');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();

    await user.click(back());
    await user.click(back());
    await user.click(back());
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(onFinish).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(WELCOME_STORAGE_KEY)).toBeNull();
  });

  it('jumps to a slide from its dot and marks the current dot', async () => {
    const { user } = renderSlides();
    const lastDot = screen.getByRole('button', { name: 'Go to slide 4: Earn While Sharing' });
    await user.click(lastDot);
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
    expect(lastDot).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Go to slide 1: Welcome' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('Get Started stores hasSeenWelcome=true and finishes', async () => {
    const { user, onFinish } = renderSlides();
    await user.click(screen.getByRole('button', { name: 'Go to slide 4: Earn While Sharing' }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(window.localStorage.getItem(WELCOME_STORAGE_KEY)).toBe('true');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('Skip stores hasSeenWelcome=true and finishes from any slide', async () => {
    const { user, onFinish } = renderSlides();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(window.localStorage.getItem(WELCOME_STORAGE_KEY)).toBe('true');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
