import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationPickerDialog } from './location-picker-dialog';

type ErrorCallback = (error: { code: number; message: string }) => void;
type SuccessCallback = (position: { coords: { longitude: number; latitude: number } }) => void;

const originalGeolocation = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');

/** Replaces navigator.geolocation for one test (undefined = a browser without it). */
function mockGeolocation(
  getCurrentPosition:
    ((ok: SuccessCallback, fail: ErrorCallback, options?: PositionOptions) => void) | undefined,
) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition: vi.fn(getCurrentPosition) } : undefined,
  });
  return window.navigator.geolocation as unknown as
    { getCurrentPosition: ReturnType<typeof vi.fn> } | undefined;
}

afterEach(() => {
  if (originalGeolocation) Object.defineProperty(window.navigator, 'geolocation', originalGeolocation);
  else Reflect.deleteProperty(window.navigator, 'geolocation');
});

function renderPicker() {
  const onSelect = vi.fn();
  render(<LocationPickerDialog open onOpenChange={() => {}} value={null} onSelect={onSelect} />);
  return { onSelect, user: userEvent.setup() };
}

describe('LocationPickerDialog', () => {
  it.each([
    [1, 'Location access denied by user'],
    [2, 'Location information is unavailable'],
    [3, 'Location request timed out'],
    [99, 'An unknown error occurred'],
  ])('shows the message for geolocation error code %i', async (code, message) => {
    mockGeolocation((_ok, fail) => fail({ code, message: 'browser text' }));
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the browser has no geolocation', async () => {
    mockGeolocation(undefined);
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by this browser',
    );
  });

  it('asks for a high-accuracy position with a 10 second timeout and uses it', async () => {
    const geo = mockGeolocation((ok) => ok({ coords: { longitude: 72.8777, latitude: 19.076 } }));
    const { user, onSelect } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geo!.getCurrentPosition.mock.calls[0]![2]).toMatchObject({
      enableHighAccuracy: true,
      timeout: 10_000,
    });
    await screen.findByText(/Using your position: 19\.0760° N, 72\.8777° E/);
    await user.type(screen.getByLabelText('Address'), '  Marine Drive, Mumbai  ');
    await user.click(screen.getByRole('button', { name: 'Use This Location' }));
    expect(onSelect).toHaveBeenCalledWith({
      address: 'Marine Drive, Mumbai',
      coordinates: [72.8777, 19.076],
    });
  });

  it('requires an address that is not only spaces and falls back to the default coordinates', async () => {
    const { user, onSelect } = renderPicker();
    await user.type(screen.getByLabelText('Address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Use This Location' }));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Address'), 'Connaught Place');
    await user.click(screen.getByRole('button', { name: 'Use This Location' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({ address: 'Connaught Place', coordinates: [77.209, 28.6139] }),
    );
  });
});
