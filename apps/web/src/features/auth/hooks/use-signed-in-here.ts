import { createContext, useContext } from 'react';

/** True once this page has shown the sign-in screen: the signed-in screens then came by signing in, not by a fresh load. */
export const SignedInHereContext = createContext(false);

export function useSignedInHere(): boolean {
  return useContext(SignedInHereContext);
}
