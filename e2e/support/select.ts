/**
 * Choosing from a select (Radix Select, src/client/components/ui/select.tsx) as a person does: tap the
 * field, tap the option, and tap the option again if the list is still open.
 */
import { expect, type Locator } from '@playwright/test';

/**
 * Opens `field` (a combobox) and chooses the option named exactly `option`, then waits until the list has
 * closed.
 *
 * A busy phone can mount the list before the tap that opened it has ended; the select then takes the next
 * release, the option's, as the end of that tap and ignores it, so the list stays open with nothing
 * chosen. A person taps the option again, and so does this.
 */
export async function chooseOption(field: Locator, option: string): Promise<void> {
  const page = field.page();
  await field.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  const list = page.getByRole('listbox');
  await choice.click();
  await expect(async () => {
    if (await list.isVisible()) await choice.click({ timeout: 2_000 });
    await expect(list).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
