/**
 * "Use my location" for the location picker (spec 001 §5, §8, §9): the browser Geolocation API with
 * high accuracy and a 10 s timeout. Failures reject with a GeolocationProblem naming one of the spec's
 * five messages (`hubs:location.problem.<problem>`, ADR 0042).
 */

/** Geolocation timeout in milliseconds (spec 001 §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Why no position came: the key of its message in the `hubs` catalogue's `location.problem`. */
export type GeolocationProblemKind = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

/** The rejection of `currentCoordinates`. */
export class GeolocationProblem extends Error {
  constructor(readonly problem: GeolocationProblemKind) {
    super(`geolocation: ${problem}`);
  }
}

/** The problem for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationProblem(code: number | undefined): GeolocationProblemKind {
  switch (code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

/**
 * Asks the browser for the current position. Resolves `[longitude, latitude]` in degrees; rejects with
 * a GeolocationProblem.
 */
export function currentCoordinates(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationProblem('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve([position.coords.longitude, position.coords.latitude]),
      (error) => reject(new GeolocationProblem(geolocationProblem(error?.code))),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
