/** Profile → 'Your data' (ADR 0052) in Hindi, with what another feature puts in it (ADR 0051's import link). */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { fakeServer, installBrowserShims, renderWithProviders } from '@/client/lib/testing';
import { YourDataSection } from './your-data-section';

beforeEach(async () => {
  installBrowserShims();
  fakeServer({});
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Your data in Hindi', () => {
  it('names the section and both actions in Hindi and shows its children first', () => {
    renderWithProviders(
      <YourDataSection>
        <a href="/import">Import your library</a>
      </YourDataSection>,
    );
    expect(screen.getByRole('heading', { name: 'आपका डेटा' })).toBeInTheDocument();
    const [child, download, remove] = [
      screen.getByRole('link', { name: 'Import your library' }),
      screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }),
      screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }),
    ];
    expect(child.compareDocumentPosition(download) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(download.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Your data')).not.toBeInTheDocument();
  });
});
