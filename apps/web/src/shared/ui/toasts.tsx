import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../config';
import './toasts.css';

/**
 * Where the app's toasts show: at the bottom, on a desktop at the left of the page beside the side
 * menu (its foot holds Log Out), on a phone across the foot of the screen. Never over the fixed top bar
 * (the bell and the account menu a user clicks next), the page's actions at its top, or a dialog's
 * buttons (dialogs are centred, their buttons at their right); the page keeps room under its end, so
 * its last buttons scroll clear (toasts.css). A toast pauses while hovered (the spec's setting), so one over a
 * control would stay there: the place matters. Each one closes after TOAST_AUTO_CLOSE_MS, with its
 * close button, a swipe, or Escape (all of them). Each is read out as it appears (react-toastify's
 * role="alert", in its region "Notifications Alt+T").
 */
export function Toasts() {
  useEffect(() => {
    // Captured before a dialog or menu handles it: Escape closes the toasts and still closes those.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toast.dismiss();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover />;
}
