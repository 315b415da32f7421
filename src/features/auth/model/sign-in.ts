// The sign-in dialog's phone and code steps, loaded with the dialog: the phone step and the SMS
// code request (./send-code), the resend countdown (./resend-countdown), the code step
// (./verify-code); their units are in ./sign-in-state.
import './send-code';
import './resend-countdown';
import './verify-code';

export * from './sign-in-state';
