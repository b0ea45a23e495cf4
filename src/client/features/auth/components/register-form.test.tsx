import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, installBrowserShims, renderWithProviders, sentBody } from '@/client/lib/testing';
import { RegisterForm } from './register-form';

beforeEach(() => installBrowserShims());

function renderForm(defaultReferredBy?: string) {
  const onRegistered = vi.fn();
  renderWithProviders(<RegisterForm onRegistered={onRegistered} defaultReferredBy={defaultReferredBy} />);
  return { onRegistered, user: userEvent.setup({ delay: null }) };
}

/** Fills a field as a person pasting into it would (typing all nine fields key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Full Name', 'Asha Sharma');
  await fill(user, 'Email', 'Asha@Example.com');
  await fill(user, 'Phone Number', '9876543210');
  await user.click(screen.getByRole('combobox', { name: 'City' }));
  await user.click(await screen.findByRole('option', { name: 'Pune' }));
  await fill(user, 'Flat and Wing Number', 'B-402');
  await fill(user, 'Building Name', 'Green Meadows');
  await fill(user, 'Detailed Address', 'Baner Road, Pune');
  await fill(user, 'Password', 'secret1');
}

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('shows every spec message for an empty form and sends nothing', async () => {
    const fetch = fakeServer({});
    const { user, onRegistered } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    for (const message of [
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Please select a city',
      'Flat and Wing Number is required',
      'Building Name is required',
      'Detailed Address must be at least 5 characters',
      'Password must be at least 6 characters',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('rejects values just under the limits and accepts them at the limits', async () => {
    fakeServer({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Phone Number'), '987654321');
    await user.type(screen.getByLabelText('Detailed Address'), 'Road');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Detailed Address must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 's');
    await user.type(screen.getByLabelText('Phone Number'), '0');
    await user.type(screen.getByLabelText('Detailed Address'), 's');
    await user.type(screen.getByLabelText('Password'), '6');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Phone number must be at least 10 digits')).not.toBeInTheDocument();
    expect(screen.queryByText('Detailed Address must be at least 5 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('registers with the normalised payload and the referral code, then reports the email', async () => {
    const fetch = fakeServer({ 'POST /api/auth/register': { status: 200, body: { id: 1 } } });
    const { user, onRegistered } = renderForm('1001');
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('1001');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('asha@example.com'));
    expect(sentBody(fetch)).toEqual({
      name: 'Asha Sharma',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'secret1',
      flatWing: 'B-402',
      buildingName: 'Green Meadows',
      detailedAddress: 'Baner Road, Pune',
      city: 'Pune',
      referredBy: '1001',
    });
    expect(await screen.findByText('Account created')).toBeInTheDocument();
  });

  it('says Registration failed with the server reason and stays on the form', async () => {
    fakeServer({ 'POST /api/auth/register': { status: 409, body: { message: 'Email already registered' } } });
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('disables the button and says so while the request is pending', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeServer({ 'POST /api/auth/register': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    answer({ status: 200, body: { id: 1 } });
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
