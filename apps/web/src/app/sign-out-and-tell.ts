import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { signOut } from '@/features/auth/api/sign-out';

/** The navbar's Sign Out: signs out, then says `message` (whether or not the server answered). */
export async function signOutAndTell(queryClient: QueryClient, message: string): Promise<void> {
  try {
    await signOut(queryClient);
  } finally {
    toast.success(message);
  }
}
