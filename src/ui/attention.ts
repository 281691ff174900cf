/** Whether the pointer is over an element or focus is inside it (a carousel then holds still). */
export function hasAttention(element: Element): boolean {
  return element.matches(':hover, :focus-within');
}
