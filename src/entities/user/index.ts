export { deleteProfile } from './api/delete-profile';
export { updateProfile } from './api/update-profile';
export { uploadProfilePhoto } from './api/upload-profile-photo';
