// A step of the app's start (entry-client.tsx): the session, and asking to sign in (the sign-in
// steps come with the dialog).
import '@/entities/session';
import '@/features/auth';
