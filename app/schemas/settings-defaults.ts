// What a site that nobody has configured yet uses. Stored groups replace these group by group.
import type { SiteSettings } from "./settings";

export const DEFAULT_SETTINGS: SiteSettings = {
  general: {
    name: "律问",
    // "" means: the origin the request came in on (so local links work on any port until an admin sets it)
    site_url: "",
    short_description: "",
    description: "",
    contact_email: "",
    check_update: true,
  },
  interface: { language: "zh-CN", time_zone: "Asia/Shanghai" },
  branding: { logo: "", mobile_logo: "", square_icon: "", favicon: "" },
  login: {
    allow_new_registrations: true,
    allow_email_registrations: true,
    allow_password_login: true,
    login_required: false,
    allow_email_domains: [],
  },
  users: {
    allow_update_avatar: true,
    allow_update_bio: true,
    allow_update_display_name: true,
    allow_update_location: true,
    allow_update_username: true,
    allow_update_website: true,
    default_avatar: "system",
    gravatar_base_url: "https://www.gravatar.com/avatar/",
  },
  seo: { robots: "User-agent: *\nAllow: /\n", permalink: 4 },
  "custom-css-html": { custom_css: "", custom_head: "", custom_header: "", custom_footer: "", custom_sidebar: "" },
  theme: {
    theme: "default",
    color_scheme: "default",
    theme_config: { navbar_style: "colored", primary_color: "#009029" },
  },
  write: {
    restrict_answer: false,
    required_tag: false,
    recommend_tags: [],
    reserved_tags: [],
    max_image_size: 4,
    max_attachment_size: 8,
    max_image_megapixel: 40,
    authorized_image_extensions: ["jpg", "jpeg", "png", "gif", "webp"],
    authorized_attachment_extensions: [],
  },
  legal: {
    terms_of_service_original_text: "",
    terms_of_service_parsed_text: "",
    privacy_policy_original_text: "",
    privacy_policy_parsed_text: "",
  },
  smtp: {
    from_email: "",
    from_name: "",
    smtp_host: "",
    encryption: "none",
    smtp_port: 25,
    smtp_authentication: false,
    smtp_username: "",
    smtp_password: "",
    test_email_recipient: "",
  },
  privileges: { level: 2, custom_privileges: [] },
};
