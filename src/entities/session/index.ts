export { deleteProfile } from './api/delete-profile';
export { getUser } from './api/get-user';
export { logout } from './api/logout';
export { sendOtp } from './api/send-otp';
export { updateProfile } from './api/update-profile';
export { uploadProfilePhoto } from './api/upload-profile-photo';
export { verifyOtp } from './api/verify-otp';
export {
  $isAuthenticated,
  $sessionEnded,
  $sessionKnown,
  $signOutWaiting,
  $unsavedForAccount,
  $unsavedSendTimeout,
  $user,
  $userType,
  fetchUserFx,
  loggedIn,
  loggedOut,
  logoutClicked,
  logoutEverywhereClicked,
  logoutServerFx,
  readAuthFx,
  sessionRestored,
  sessionRevoked,
  sessionStarted,
  signOutWouldLose,
  tokenReceived,
  unsavedSendRequested,
  unsavedSettled,
  userReloadRequested,
  writeAuthFx,
} from './model/session';
/**
 * Whether personal pages may load: 'pending' until the browser has read the stored session,
 * then 'signed-in' or 'signed-out'.
 */
export { $sessionAccess, type SessionAccess } from './model/access';
export { signedOutState, type AuthState, type AuthUser, type AuthUserType } from './model/types';
