import { zodResolver } from '@hookform/resolvers/zod';
import { screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROFILE_TEXT_MAX, profileBody } from '@/contract/profile';
import { i18n } from '@/client/i18n/i18n';
import { installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import AuthPage from '@/client/features/auth/pages/auth-page';
import { Input } from './input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';

beforeEach(async () => {
  installBrowserShims();
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const gradeForm = z.object({ grade: profileBody.shape.grade });

/** One field validated by the contract's profile rule for grade (a message with a length in it). */
function GradeForm() {
  const form = useForm({ resolver: zodResolver(gradeForm), defaultValues: { grade: '' } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)}>
        <FormField
          control={form.control}
          name="grade"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Grade</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

describe('form validation messages in Hindi (ADR 0042)', () => {
  it("shows the sign-in form's messages in Hindi, not the English spec text", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuthPage />, { path: '/auth' });
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('ईमेल पता सही नहीं है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('fills in the values of a message template (a length limit)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<GradeForm />);
    await user.type(screen.getByLabelText('Grade'), 'x'.repeat(PROFILE_TEXT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`कक्षा ज़्यादा से ज़्यादा ${PROFILE_TEXT_MAX} अक्षरों की हो सकती है`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Grade must be at most/)).not.toBeInTheDocument();
  });
});
