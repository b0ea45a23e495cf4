import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateHubForm } from './create-hub-form';

// Radix radio buttons measure themselves; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

function renderForm(props: Partial<Parameters<typeof CreateHubForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<CreateHubForm saving={false} onSubmit={onSubmit} onCancel={() => {}} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CreateHubForm', () => {
  it('shows the spec messages for an empty form and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Member count must be at least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a name of spaces as missing and a count of 0 as too small', async () => {
    const { user, onSubmit } = renderForm({ defaultCity: 'Pune' });
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Number of Members/Units'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Member count must be at least 1')).toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to a society and switches the count label with the type', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('radio', { name: 'Society' })).toBeChecked();
    expect(screen.getByLabelText('Number of Members/Units')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'School' }));
    expect(screen.getByLabelText('Approximate Number of Students')).toBeInTheDocument();
    expect(screen.queryByLabelText('Number of Members/Units')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Office' }));
    expect(screen.getByLabelText('Number of Employees')).toBeInTheDocument();
  });

  it('preselects the type it is given and submits trimmed values', async () => {
    const { user, onSubmit } = renderForm({ defaultHubType: 'office', defaultCity: 'Bangalore' });
    expect(screen.getByRole('radio', { name: 'Office' })).toBeChecked();
    await user.type(screen.getByLabelText('Name'), '  Tech Park Tower  ');
    await user.type(screen.getByLabelText('Number of Employees'), '250');
    await user.type(screen.getByLabelText('Description (optional)'), 'Readers on floors 3-9');
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Tech Park Tower',
      hubType: 'office',
      city: 'Bangalore',
      apartmentCount: 250,
      location: null,
      description: 'Readers on floors 3-9',
    });
  });

  it('ignores a city outside the list and disables submit while saving', () => {
    renderForm({ defaultCity: 'Atlantis', saving: true });
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Select a city');
  });
});
