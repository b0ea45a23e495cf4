/**
 * "Use my location" for the location picker (spec 001 §5, §8, §9): the browser Geolocation API with
 * high accuracy and a 10 s timeout. Failures reject with one of the spec's five messages.
 */

/** Geolocation timeout in milliseconds (spec 001 §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export const GEOLOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out',
  unknown: 'An unknown error occurred',
} as const;

/** The spec's message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return GEOLOCATION_MESSAGES.denied;
    case 2:
      return GEOLOCATION_MESSAGES.unavailable;
    case 3:
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.unknown;
  }
}

/**
 * Asks the browser for the current position. Resolves `[longitude, latitude]` in degrees; rejects with
 * an `Error` whose message is one of GEOLOCATION_MESSAGES.
 */
export function currentCoordinates(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve([position.coords.longitude, position.coords.latitude]),
      (error) => reject(new Error(geolocationErrorMessage(error?.code))),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
