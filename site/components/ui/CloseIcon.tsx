/** The X of every close button in islands; the button around it carries the accessible name. */
export function CloseIcon({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
