/** Where the signup form comes, until the browser has its draft (and, on a page, its code). */
export function SignupPlaceholder() {
  return <div className="placeholder-glow" aria-busy="true" style={{ minHeight: 320 }} />;
}
