/** This release of 律问: what the dashboard compares with the release feed and siteinfo names. */
export const APP_VERSION = "0.1.0";
