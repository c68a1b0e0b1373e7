// Settings Apache Answer v2 offers that this site keeps fixed: its clients read these values, and may send them back
// unchanged, but no other.
import { CONTENT_MIN } from "./limits";

export const FIXED_SETTINGS = {
  /** SPEC fixes the shortest question body */
  min_content: CONTENT_MIN,
  /** the one page layout */
  layout: "Fixed-width",
  /** images from other sites show as they are */
  external_content_display: "always_display",
  /** a new account is always confirmed by mail */
  require_email_verification: true,
} as const;

/** The fields of our write group that Answer's "advanced" group holds. */
export const ADVANCED_FIELDS = [
  "max_image_size",
  "max_attachment_size",
  "max_image_megapixel",
  "authorized_image_extensions",
  "authorized_attachment_extensions",
] as const;
