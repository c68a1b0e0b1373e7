// Default messages for issues a schema gives no message of its own: a missing key (an API client that leaves a
// field out) reads "cannot be empty", anything else "is invalid". Both are locale keys, like every other message.
import * as v from "valibot";

v.setGlobalMessage((issue) => (issue.input === undefined ? "validation.required" : "validation.invalid"));
