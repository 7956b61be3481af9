// Icons both games' panels draw: decorative, hidden from screen readers by the element that shows them.

/** The winner's crown (the match end of either game). */
export function CrownIcon() {
  return (
    <svg viewBox="0 0 64 64" focusable="false">
      <path d="M8 22l12 12 12-20 12 20 12-12-5 30H13z" fill="currentColor" />
      <rect x="13" y="48" width="38" height="6" rx="2" fill="currentColor" />
      <circle cx="8" cy="20" r="4" fill="currentColor" />
      <circle cx="32" cy="11" r="4" fill="currentColor" />
      <circle cx="56" cy="20" r="4" fill="currentColor" />
    </svg>
  );
}
