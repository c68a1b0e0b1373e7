import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce of this response (empty in the browser, where it is no longer needed). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
