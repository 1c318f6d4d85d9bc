/** The one place the wire version strings live. */
export const API_VERSION = "v1" as const;
export const SCHEMA_VERSION = "pix-public-api-v1" as const;
