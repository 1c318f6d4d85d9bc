/** The one place the wire version strings live (spec section 9, DESIGN "Fixed names"). */
export const API_VERSION = "v1" as const;
export const SCHEMA_VERSION = "pix-public-api-v1" as const;
