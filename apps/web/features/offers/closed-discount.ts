// Which discount the visitor closed the bar for, remembered in this browser.
// A new discount code shows the bar again.
export const CLOSED_DISCOUNT_KEY = 'hearth.closedDiscount';
const CHANGE_EVENT = 'hearth:closed-discount';

export function readClosedDiscount(): string | null {
  try {
    return window.localStorage.getItem(CLOSED_DISCOUNT_KEY);
  } catch {
    return null; // storage disabled: the bar simply shows again next time
  }
}

export function rememberClosedDiscount(code: string) {
  try {
    window.localStorage.setItem(CLOSED_DISCOUNT_KEY, code);
  } catch (error) {
    console.warn('Could not remember the closed discount bar', error);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeClosedDiscount(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Runs before the page paints, so a bar closed earlier never flashes. */
export function hideClosedBarScript(barId: string, code: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(CLOSED_DISCOUNT_KEY)})===${JSON.stringify(code)})document.getElementById(${JSON.stringify(barId)}).hidden=true}catch(e){}`;
}
