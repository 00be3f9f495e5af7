/**
 * Whether this browser's last signed-in user could order: the navbar then holds the Cart link's
 * place while the session and the role load (decision 166). A layout hint in local storage, like
 * the stored access token of decision 115; it never grants anything.
 */
const CART_LINK_KEY = 'partline.cartLink';

/** The hint: the last signed-in user of this browser had a Cart link. */
export function hasCartLinkHint(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(CART_LINK_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps whether the signed-in user has a Cart link (a client) or not (an admin). */
export function rememberCartLink(shown: boolean): void {
  try {
    if (shown) localStorage.setItem(CART_LINK_KEY, '1');
    else localStorage.removeItem(CART_LINK_KEY);
  } catch {
    // Storage refused (private mode): the link may move once, nothing else.
  }
}
