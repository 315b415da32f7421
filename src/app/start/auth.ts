// A step of the app's start (entry-client.tsx): the session and sign-in models.
import '@/features/auth/model/session';
import '@/features/auth/model/sign-in';
