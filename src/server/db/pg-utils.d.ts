/** node-postgres's value conversions (pg/lib/utils.js), which @types/pg does not declare. */
declare module 'pg/lib/utils' {
  const utils: {
    /** `value` as the driver sends a text parameter: null, a string, or a Buffer for binary data. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
