/** The header of a request signed in with the access token `token`. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
