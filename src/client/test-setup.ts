/** jsdom setup for client component tests: jest-dom matchers, English i18n, and cleanup between tests. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18nForTests } from './i18n/test-init';

// Client components render their English catalogue text synchronously (ADR 0042).
initI18nForTests();

afterEach(() => cleanup());
