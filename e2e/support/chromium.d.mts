/** Types of chromium.mjs (the Chromium the end-to-end suite drives). */
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare function systemChromium(): string | undefined;
